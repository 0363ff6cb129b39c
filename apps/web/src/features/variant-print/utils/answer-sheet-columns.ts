/**
 * The answer sheet's rows in one column, or in two side by side once there are more than fit a page
 * in one (a whole variant of 27 has 27 rows, the 25th ten lines tall): the first half on the left.
 */
export const rowsInOneColumn = 14;

export function answerSheetColumnsOf<T>(rows: readonly T[]): T[][] {
  if (rows.length <= rowsInOneColumn) return [[...rows]];
  const half = Math.ceil(rows.length / 2);
  return [rows.slice(0, half), rows.slice(half)];
}
