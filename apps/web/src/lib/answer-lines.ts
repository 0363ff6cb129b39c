/** A joined answer of the results (rows ' | ', cells by spaces) as lines, one per table row. */
export function answerLinesOf(joined: string): string[] {
  return joined
    .split('|')
    .map((row) => row.trim())
    .filter((row) => row !== '');
}
