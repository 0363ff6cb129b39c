export type BundledTheory = { title: string; description: string; content: string };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? entity;
  });
}

function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

/**
 * Splits one of our bundled theory pages into the fields of a theory row: the <h1> is the title,
 * the lead paragraph the description, the rest of <main> (without the label above the title) the
 * content. The pages are our own files, written to this shape (render-theory-page builds it back).
 */
export function parseBundledTheory(html: string, fallbackTitle: string): BundledTheory {
  const main = /<main[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  let rest = main.replace(/<p class="eyebrow">[\s\S]*?<\/p>/i, '');
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(rest);
  if (heading) rest = rest.replace(heading[0], '');
  const lead = /<p class="lead">([\s\S]*?)<\/p>/i.exec(rest);
  if (lead) rest = rest.replace(lead[0], '');
  return {
    title: (heading && plainText(heading[1] ?? '')) || fallbackTitle,
    description: lead ? plainText(lead[1] ?? '') : '',
    content: rest.trim(),
  };
}
