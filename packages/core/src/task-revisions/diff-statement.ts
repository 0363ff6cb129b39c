import { diffWords } from 'diff';
import type { DiffPart } from './task-revision-schemas';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A statement's HTML as the text a reader sees: blocks on lines of their own, tags left out. */
export function plainTextOf(html: string | null): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h\d|\/pre)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words as Russian has them: the library's own rules see only Latin letters as words (and cut Cyrillic into letters). */
const words = new Intl.Segmenter('ru', { granularity: 'word' });

/** Two statements compared word by word, as parts; none when they read the same. */
export function diffStatement(before: string | null, after: string | null): DiffPart[] {
  const old = plainTextOf(before);
  const now = plainTextOf(after);
  if (old === now) return [];
  return diffWords(old, now, { intlSegmenter: words }).map((part) => ({ value: part.value, added: part.added === true, removed: part.removed === true }));
}
