import { emptyTable } from './empty-table';

/**
 * What pasting into the first table cell leaves in the table: values split on spaces, tabs and
 * newlines fill the cells row by row. More values than cells cannot be placed sensibly, so the table
 * is cleared rather than half filled. The other cells are not kept: a paste replaces the answer.
 */
export function spreadPastedValues(text: string, rows: number, cols: number): string[][] {
  const table = emptyTable(rows, cols);
  const values = text.split(/\s+/).filter((value) => value !== '');
  if (values.length > rows * cols) return table;
  values.forEach((value, index) => {
    const row = table[Math.floor(index / cols)];
    if (row) row[index % cols] = value;
  });
  return table;
}
