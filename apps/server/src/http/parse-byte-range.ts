import type { ByteRange } from '@ege/core/storage/file-storage';

/**
 * The one range of a `Range: bytes=…` header within a file of `size` bytes: null when the header is
 * absent, malformed or asks for several ranges (then the whole file is the answer, as RFC 9110
 * allows), 'unsatisfiable' when it starts past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start > end ? null : { start, end };
}
