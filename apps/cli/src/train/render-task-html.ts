import { parseDOM } from 'htmlparser2';

type HtmlNode = ReturnType<typeof parseDOM>[number];
type HtmlElement = Extract<HtmlNode, { name: string; children: unknown }>;

/** The narrowest text the trainer lays out for: an 80-column terminal. */
export const minTextWidth = 80;

const blockTags = new Set(['p', 'div', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'pre', 'table', 'blockquote', 'hr', 'caption']);
const skippedTags = new Set(['colgroup', 'col', 'script', 'style']);
const superscripts: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '+': '⁺', '-': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ' };
const subscripts: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉', '+': '₊', '-': '₋', '=': '₌', '(': '₍', ')': '₎' };

/**
 * Task HTML (already sanitised by the server) as plain terminal text wrapped to `width` columns:
 * paragraphs, line breaks, lists, tables with aligned columns, preformatted code, links as text plus
 * their address, pictures as their address, sub/sup and entities. Pure, so the trainer and its tests
 * see the same text.
 */
export function renderTaskHtml(html: string, width: number = minTextWidth): string {
  const blocks = renderBlocks(parseDOM(html, { decodeEntities: true }), Math.max(20, width));
  return blocks
    .map((lines) => lines.map((line) => line.replace(/\s+$/, '')).join('\n'))
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\s+$/g, '');
}

/** Each block is its lines; blocks are separated by an empty line. */
function renderBlocks(nodes: readonly HtmlNode[], width: number): string[][] {
  const blocks: string[][] = [];
  let inline = '';
  const flush = () => {
    const text = collapse(inline);
    if (text !== '') blocks.push(wrap(text, width));
    inline = '';
  };
  for (const node of nodes) {
    if (isElement(node) && blockTags.has(node.name)) {
      flush();
      const block = renderBlock(node, width);
      if (block.length > 0) blocks.push(...block);
    } else {
      inline += inlineText(node);
    }
  }
  flush();
  return blocks;
}

function renderBlock(element: HtmlElement, width: number): string[][] {
  switch (element.name) {
    case 'hr':
      return [['─'.repeat(Math.min(width, 40))]];
    case 'pre':
      return [rawText(element).replace(/^\n/, '').replace(/\s+$/, '').split('\n').map((line) => `    ${line.replace(/\t/g, '    ')}`)];
    case 'ul':
    case 'ol':
      return [renderList(element, width)];
    case 'table':
      return [renderTable(element, width)];
    case 'blockquote':
      return renderBlocks(element.children, width - 2).map((lines) => lines.map((line) => `│ ${line}`));
    case 'h2':
    case 'h3':
    case 'h4': {
      const lines = renderBlocks(element.children, width).flat();
      return lines.length > 0 ? [lines.map((line) => line.toUpperCase())] : [];
    }
    default:
      return renderBlocks(element.children, width);
  }
}

function renderList(list: HtmlElement, width: number): string[] {
  const ordered = list.name === 'ol';
  let number = Number.parseInt(list.attribs.start ?? '1', 10);
  if (!Number.isFinite(number)) number = 1;
  const lines: string[] = [];
  for (const item of list.children) {
    if (!isElement(item) || item.name !== 'li') continue;
    const marker = ordered ? `${number++}. ` : '• ';
    const indent = ' '.repeat(marker.length);
    const body = renderBlocks(item.children, width - marker.length).flatMap((block, index) => (index > 0 ? ['', ...block] : block));
    body.forEach((line, index) => lines.push(line === '' ? '' : `${index === 0 ? marker : indent}${line}`));
    if (body.length === 0) lines.push(marker.trimEnd());
  }
  return lines;
}

function renderTable(table: HtmlElement, width: number): string[] {
  const rows: string[][] = [];
  let caption = '';
  const visit = (element: HtmlElement) => {
    for (const child of element.children) {
      if (!isElement(child)) continue;
      if (child.name === 'caption') caption = collapse(inlineText(child));
      else if (child.name === 'tr') {
        rows.push(
          child.children.filter(isElement).filter((cell) => cell.name === 'td' || cell.name === 'th').flatMap((cell) => {
            const span = Math.max(1, Math.min(20, Number.parseInt(cell.attribs.colspan ?? '1', 10) || 1));
            return [collapse(cellText(cell)), ...Array.from({ length: span - 1 }, () => '')];
          }),
        );
      } else if (!skippedTags.has(child.name)) visit(child);
    }
  };
  visit(table);
  const cols = Math.max(0, ...rows.map((row) => row.length));
  if (cols === 0) return caption ? [caption] : [];
  const widths = fitColumns(
    Array.from({ length: cols }, (_, c) => Math.max(1, ...rows.map((row) => textWidth(row[c] ?? '')))),
    width - (3 * cols + 1),
  );
  const border = (left: string, middle: string, right: string) => `${left}${widths.map((w) => '─'.repeat(w + 2)).join(middle)}${right}`;
  const lines: string[] = caption ? [...wrap(caption, width)] : [];
  lines.push(border('┌', '┬', '┐'));
  rows.forEach((row, r) => {
    if (r > 0) lines.push(border('├', '┼', '┤'));
    const cells = widths.map((w, c) => wrap(row[c] ?? '', w));
    const height = Math.max(...cells.map((cell) => cell.length));
    for (let i = 0; i < height; i++) {
      lines.push(`│${cells.map((cell, c) => ` ${pad(cell[i] ?? '', widths[c]!)} `).join('│')}│`);
    }
  });
  lines.push(border('└', '┴', '┘'));
  return lines;
}

/** Narrows the widest columns until the table fits; a column keeps at least 3 characters. */
function fitColumns(natural: number[], room: number): number[] {
  const widths = [...natural];
  while (widths.reduce((sum, w) => sum + w, 0) > room) {
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest]! <= 3) break;
    widths[widest]! -= 1;
  }
  return widths;
}

function inlineText(node: HtmlNode): string {
  // A newline in the source is a space; only <br> breaks a line.
  if (node.type === 'text') return (node as { data: string }).data.replace(/[\r\n]+/g, ' ');
  if (!isElement(node) || skippedTags.has(node.name)) return '';
  const inner = () => node.children.map(inlineText).join('');
  switch (node.name) {
    case 'br':
      return '\n';
    case 'img':
      return imageText(node);
    case 'a': {
      const text = collapse(inner());
      const href = node.attribs.href ?? '';
      if (!href || href === text) return text || href;
      return text ? `${text} (${href})` : href;
    }
    case 'sup':
      return scriptText(collapse(inner()), superscripts, '^');
    case 'sub':
      return scriptText(collapse(inner()), subscripts, '_');
    case 'code':
      return `\`${inner()}\``;
    default:
      return blockTags.has(node.name) ? ` ${inner()} ` : inner();
  }
}

/** A table cell's text: its inline content, with its own paragraphs and lines joined by spaces. */
function cellText(cell: HtmlElement): string {
  return cell.children.map(inlineText).join(' ');
}

function imageText(image: HtmlElement): string {
  const src = image.attribs.src ?? '';
  const alt = image.attribs.alt?.trim();
  const label = alt ? `Рисунок: ${alt}` : 'Рисунок';
  if (src.startsWith('data:')) return `[${label} (встроен в текст)]`;
  return src ? `[${label}: ${src}]` : `[${label}]`;
}

/** 2<sup>10</sup> → 2¹⁰ when every character has a Unicode form, else 2^(10). */
function scriptText(text: string, table: Record<string, string>, mark: string): string {
  const chars = [...text];
  if (chars.length > 0 && chars.every((char) => table[char] !== undefined)) return chars.map((char) => table[char]).join('');
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}

function rawText(node: HtmlNode): string {
  if (node.type === 'text') return (node as { data: string }).data;
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(rawText).join('');
}

function isElement(node: HtmlNode): node is HtmlElement {
  return 'name' in node && 'children' in node;
}

/** HTML whitespace rules: runs of spaces, tabs and newlines are one space; <br> (\n here) stays. */
function collapse(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\u00a0]+/g, (run) => (run.includes('\u00a0') ? run.replace(/[ \t\r\f]+/g, '') : ' ')))
    .map((line) => line.trim())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** Word wrap to `width` columns; a word longer than a line is cut. */
export function wrap(text: string, width: number): string[] {
  const limit = Math.max(1, width);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      let rest = word;
      while (textWidth(rest) > limit) {
        if (line) {
          lines.push(line);
          line = '';
        }
        lines.push(sliceWidth(rest, limit));
        rest = [...rest].slice(limit).join('');
      }
      if (!line) line = rest;
      else if (textWidth(line) + 1 + textWidth(rest) <= limit) line += ` ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Columns a text takes: one per code point (task texts are Cyrillic, Latin, digits and signs). */
function textWidth(text: string): number {
  return [...text].length;
}

function sliceWidth(text: string, width: number): string {
  return [...text].slice(0, width).join('');
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - textWidth(text)));
}
