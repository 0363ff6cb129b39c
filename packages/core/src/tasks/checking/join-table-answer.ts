import { normalizeTable } from './normalize-answer';

/**
 * The one-line form of a table answer (SPEC §5): cells joined with a space, rows with ' | '.
 * Empty cells at a row's end are left out so that a padded row reads and compares like a short one,
 * as checkAnswer treats them.
 */
export function joinTableAnswer(rows: readonly (readonly string[])[]): string {
  return normalizeTable(rows)
    .map((row) => withoutTrailingEmptyCells(row).join(' '))
    .join(' | ');
}

function withoutTrailingEmptyCells(row: readonly string[]): readonly string[] {
  let length = row.length;
  while (length > 0 && row[length - 1] === '') length -= 1;
  return row.slice(0, length);
}
