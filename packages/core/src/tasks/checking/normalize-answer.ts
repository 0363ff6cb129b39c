/**
 * One answer cell as it is compared: pupils type "3,5" or " 3.5 ", "ABC" or "abc", and all of those
 * mean the same answer. Only case, spacing and the decimal comma are forgiven; anything else counts.
 */
export function normalizeCell(value: string): string {
  return (
    value
      .trim()
      .replace(/\s+/g, ' ')
      // Only a comma between digits is a decimal separator; "а, б" stays a list.
      .replace(/(?<=\d),(?=\d)/g, '.')
      .toLowerCase()
  );
}

/**
 * A table as it is compared: cells normalised and empty rows at the end dropped, because a 10×2 table
 * of task 25 is mostly blank. Empty rows in between stay: they move the answers below them.
 */
export function normalizeTable(rows: readonly (readonly string[])[]): string[][] {
  const normalized = rows.map((row) => row.map(normalizeCell));
  let length = normalized.length;
  while (length > 0 && isEmptyRow(normalized[length - 1] ?? [])) length -= 1;
  return normalized.slice(0, length);
}

export function isEmptyRow(row: readonly string[]): boolean {
  return row.every((cell) => cell === '');
}
