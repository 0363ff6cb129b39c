import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBundledTheory } from './parse-bundled-theory';
import { renderTheoryPage } from './render-theory-page';
import { sanitizeTheoryHtml } from './sanitize-theory-html';
import { parseTheoryPageFolder, theoryNumberOf, theoryPageFolderOf, theoryPageFolders } from './theory-number';

const bundledDir = fileURLToPath(new URL('../../../../apps/web/public/theory/', import.meta.url));

describe('theory page folders', () => {
  it('are 1–18, 19-21 and 22–27, and 20 and 21 are stored as the block 19', () => {
    expect(theoryPageFolders).toHaveLength(25);
    expect(theoryPageFolders[18]).toBe('19-21');
    expect(theoryNumberOf(20)).toBe(19);
    expect(theoryNumberOf(21)).toBe(19);
    expect(theoryPageFolderOf(19)).toBe('19-21');
    expect(parseTheoryPageFolder('19-21')).toBe(19);
    expect(parseTheoryPageFolder('5')).toBe(5);
    for (const folder of ['19', '20', '21', '0', '28', '05', '5x', '../5']) expect(parseTheoryPageFolder(folder)).toBeUndefined();
  });
});

describe('a theory page', () => {
  it('renders the title and the description as text in the bundled shell', () => {
    const html = renderTheoryPage({ task_number: 19, title: 'Игры <b>', description: 'A & B', content: '<p>Текст</p>' });
    expect(html).toContain('<link rel="stylesheet" href="../theory.css">');
    expect(html).toContain('<script src="../theory.js"></script>');
    expect(html).toContain('<p class="eyebrow">ЕГЭ по информатике · Задания 19–21</p>');
    expect(html).toContain('<h1>Игры &lt;b&gt;</h1>');
    expect(html).toContain('<p class="lead">A &amp; B</p>');
    expect(html).toContain('<p>Текст</p>');
  });

  it.each(theoryPageFolders)('bundled page %s splits into a title, a description and content that survive sanitising', (folder) => {
    const page = readFileSync(`${bundledDir}${folder}/text.html`, 'utf8');
    const parsed = parseBundledTheory(page, `Задание ${folder}`);
    expect(parsed.title).toMatch(/^Задани[ея] /);
    expect(parsed.content).not.toContain('<h1');
    expect(parsed.content).not.toContain('class="eyebrow"');
    expect(parsed.content).not.toContain('class="lead"');
    // Every element of the page is one the sanitiser keeps, so the stored page looks like the bundled one.
    const sanitized = sanitizeTheoryHtml(parsed.content);
    const tagsOf = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
    expect(tagsOf(sanitized)).toEqual(tagsOf(parsed.content));
    expect(sanitized).toContain('<h2>');
  });
});
