/** The narrowest a cell is: a short number fits with room; more than four columns are narrower still. */
const minWidths = { few: 104, many: 72 };
/** The input's padding and border on both sides, px, beside its characters. */
const cellChrome = 30;
/** Past this a cell stops growing and the table's box scrolls sideways. */
const maxChars = 40;

/**
 * The grid columns of a table answer: each as wide as its longest value, digits in `ch` of the cells'
 * own font, and never narrower than the old fixed width. A pasted '193268410' is read whole, not cut at
 * the 85 px a fixed column left it (issue 26 §4).
 */
export function answerTableColumns(rows: readonly (readonly string[])[]): string {
  const cols = rows[0]?.length ?? 1;
  const min = cols > 4 ? minWidths.many : minWidths.few;
  return Array.from({ length: cols }, (_, c) => {
    const longest = Math.min(maxChars, Math.max(0, ...rows.map((row) => (row[c] ?? '').length)));
    return `max(${min}px, calc(${longest + 1}ch + ${cellChrome}px))`;
  }).join(' ');
}
