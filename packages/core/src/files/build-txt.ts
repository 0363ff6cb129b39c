/** A plain text file (.txt) — the exam's format for tasks 17, 24, 26, 27: one item per line. */
export function buildTxt(lines: (string | number)[]): Buffer {
  return Buffer.from(lines.map(String).join('\n') + '\n', 'utf8');
}
