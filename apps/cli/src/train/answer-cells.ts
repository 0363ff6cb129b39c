import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { spreadPastedValues } from '@ege/core/tasks/checking/spread-pasted-values';

/* The cells of an answer as a terminal moves through them: one index row by row (0 for a field). */

/** How many inputs the answer has: 1 for a field, rows×cols for a table. */
export function cellCountOf(value: AnswerValue): number {
  return value.kind === 'field' ? 1 : value.rows.length * (value.rows[0]?.length ?? 0);
}

/** The text of one input (cell index row by row; 0 for a field). */
export function cellText(value: AnswerValue, cell: number): string {
  if (value.kind === 'field') return value.value;
  const cols = value.rows[0]?.length ?? 1;
  return value.rows[Math.floor(cell / cols)]?.[cell % cols] ?? '';
}

export function withCellText(value: AnswerValue, cell: number, text: string): AnswerValue {
  if (value.kind === 'field') return { kind: 'field', value: text };
  const cols = value.rows[0]?.length ?? 1;
  const [r, c] = [Math.floor(cell / cols), cell % cols];
  return { kind: 'table', rows: value.rows.map((row, ri) => (ri === r ? row.map((old, ci) => (ci === c ? text : old)) : row)) };
}

/**
 * Pasted (or typed at once) text in a table cell. Into the first cell it replaces the answer as in the
 * web trainer (spreadPastedValues: row by row, too many values clear the table); into another cell the
 * values fill the cells from there on, and what does not fit is dropped. Returns the cell to focus next.
 */
export function pasteIntoTable(value: Extract<AnswerValue, { kind: 'table' }>, cell: number, text: string): { value: AnswerValue; cell: number } {
  const rows = value.rows.length;
  const cols = value.rows[0]?.length ?? 1;
  const values = text.split(/\s+/).filter((part) => part !== '');
  if (cell === 0) {
    const spread = spreadPastedValues(text, rows, cols);
    return { value: { kind: 'table', rows: spread }, cell: Math.min(Math.max(values.length - 1, 0), rows * cols - 1) };
  }
  let next: AnswerValue = value;
  values.slice(0, rows * cols - cell).forEach((part, index) => {
    next = withCellText(next, cell + index, part);
  });
  return { value: next, cell: Math.min(cell + values.length - 1, rows * cols - 1) };
}

/** The cell an arrow leads to inside a table, or null when it leaves the table (up from the top row, ...). */
export function cellAfterArrow(value: AnswerValue, cell: number, arrow: 'up' | 'down' | 'left' | 'right'): number | null {
  if (value.kind === 'field') return null;
  const rows = value.rows.length;
  const cols = value.rows[0]?.length ?? 1;
  const [r, c] = [Math.floor(cell / cols), cell % cols];
  if (arrow === 'left') return c > 0 ? cell - 1 : null;
  if (arrow === 'right') return c < cols - 1 ? cell + 1 : null;
  if (arrow === 'up') return r > 0 ? cell - cols : null;
  return r < rows - 1 ? cell + cols : null;
}
