/** A rows×cols table of empty cells: what a table answer starts as, and what an overflowing paste leaves. */
export function emptyTable(rows: number, cols: number): string[][] {
  if (!Number.isInteger(rows) || rows < 0 || !Number.isInteger(cols) || cols < 0) {
    throw new RangeError(`Table size must be whole numbers from 0, got ${rows}×${cols}`);
  }
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => ''));
}
