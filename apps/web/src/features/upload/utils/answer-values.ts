import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { emptyTable } from '@ege/core/tasks/checking/empty-table';

export type AnswerType = 'field' | 'table';

/** The answer part of a form: the field's text and the table's cells are both kept while switching. */
export type AnswerValues = { answerType: AnswerType; answer: string; rows: number; cols: number; cells: string[][] };

/** The shape a table answer starts with on a type answered in one field: one row of two cells. */
const fallbackShape = [1, 2] as const;

/** The answer a type starts with: its layout's kind and table shape (SPEC §5: 1–20 each way). */
export function answerValuesFor(type: number | null): AnswerValues {
  const layout = type === null ? null : answerLayoutOf(type);
  const [rows, cols] = layout?.kind === 'table' ? [layout.rows, layout.cols] : fallbackShape;
  return { answerType: layout?.kind ?? 'field', answer: '', rows, cols, cells: emptyTable(rows, cols) };
}

/** The same cells in a table of another size: what fits stays, new cells are empty. */
export function withTableShape(answer: AnswerValues, rows: number, cols: number): AnswerValues {
  const cells = emptyTable(rows, cols).map((row, r) => row.map((cell, c) => answer.cells[r]?.[c] ?? cell));
  return { ...answer, rows, cols, cells };
}

/** A new task type brings its own layout; what was typed is kept where it still fits. */
export function retypedAnswer(answer: AnswerValues, type: number | null): AnswerValues {
  const layout = answerValuesFor(type);
  const shaped = layout.answerType === 'table' ? withTableShape(answer, layout.rows, layout.cols) : answer;
  return { ...shaped, answerType: layout.answerType };
}
