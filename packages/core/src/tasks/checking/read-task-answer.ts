import type { FieldErrors } from '../../errors/app-error';
import { isCleanValue, textRuleMessageFor } from '../../validation/text-rule';
import { answerLayoutOf, maxTableSide } from './answer-layout';
import { checkPartsShape } from './answer-parts';
import type { NewAnswer } from '../authoring/insert-task';
import type { TasksTable } from '../../db/tables/tasks-table';

/** The answer part of an upload form: a text (or, from JSON, rows), its kind and the table's size. */
export type AnswerFields = {
  answer_type?: 'field' | 'table' | undefined;
  answer?: unknown;
  table_rows?: number | undefined;
  table_cols?: number | undefined;
};

export type ReadAnswer = { answer: NewAnswer; table_shape: [number, number] | null };

export const answerRequiredMessage = 'Укажите ответ';
export const tableAnswerFormatMessage = 'Табличный ответ: ячейки через пробел, строки через « | » (например, 1 2 | 3 4) или JSON вида [["1","2"]]';
export const fieldAnswerFormatMessage = 'Ответ в поле — строка';
export const answerTooLongMessage = 'Слишком длинный ответ';
export const cellTooLongMessage = 'Слишком длинное значение в ячейке';
export const tableTooLargeMessage = `Таблица ответа — не больше ${maxTableSide}×${maxTableSide}`;

const maxFieldAnswer = 1000;
const maxCell = 200;
const maxTableText = maxTableSide * maxTableSide * (maxCell + 8);

/**
 * Reads an uploaded answer the way the trainer checks it: a field is one trimmed string; a table is
 * rows of cells, typed as '1 2 | 3 4' or as JSON rows. `suffix` names the fields of a block question
 * ('_19' gives answer_19, table_rows_19).
 */
export function readTaskAnswer(
  type: number,
  fields: AnswerFields,
  suffix = '',
): { ok: true; value: ReadAnswer } | { ok: false; errors: FieldErrors } {
  const answerKey = `answer${suffix}`;
  const fail = (message: string, key = answerKey) => ({ ok: false as const, errors: { [key]: [message] } });
  const required = suffix ? `${answerRequiredMessage} на вопрос ${suffix.slice(1)}` : answerRequiredMessage;
  const layout = answerLayoutOf(type);
  const kind = fields.answer_type ?? (Array.isArray(fields.answer) || layout.kind === 'table' ? 'table' : 'field');

  if (fields.answer === undefined || fields.answer === null) return fail(required);
  if (kind === 'field') {
    const given = typeof fields.answer === 'number' && Number.isFinite(fields.answer) ? String(fields.answer) : fields.answer;
    if (typeof given !== 'string') return fail(fieldAnswerFormatMessage);
    const value = given.trim();
    if (value === '') return fail(required);
    if (value.length > maxFieldAnswer) return fail(answerTooLongMessage);
    if (layout.kind === 'field') return { ok: true, value: { answer: { kind: 'field', value }, table_shape: null } };
    // The trainer serves this type as a table and checks the typed key as one: it has to fit.
    const rows = parseTableText(value) ?? [[value]];
    const explicit = fields.table_rows !== undefined || fields.table_cols !== undefined;
    const own: [number, number] | null = explicit ? [fields.table_rows ?? layout.rows, fields.table_cols ?? layout.cols] : null;
    const parts = checkPartsShape(type, rows, own);
    if (!parts.ok) return fail(parts.message);
    const [height, width] = parts.table_shape ?? [layout.rows, layout.cols];
    if (rows.length > height || rows.some((row) => row.length > width)) return fail(`Ответ не помещается в таблицу ${height}×${width}`);
    return { ok: true, value: { answer: { kind: 'field', value }, table_shape: parts.table_shape } };
  }

  if (typeof fields.answer === 'string' && fields.answer.length > maxTableText) return fail(answerTooLongMessage);
  const rows = typeof fields.answer === 'string' ? parseTableText(fields.answer) : rowsOf(fields.answer);
  if (!rows) return fail(tableAnswerFormatMessage);
  // JSON rows in a string ('[["\\u0000"]]') are read here, past the schema's text rule.
  if (!isCleanValue(rows)) return fail(textRuleMessageFor(answerKey));
  if (rows.every((row) => row.every((cell) => cell === ''))) return fail(required);
  if (rows.some((row) => row.some((cell) => cell.length > maxCell))) return fail(cellTooLongMessage);
  const answerRows = rows.length;
  const answerCols = Math.max(1, ...rows.map((row) => row.length));
  if (answerRows > maxTableSide || answerCols > maxTableSide) return fail(tableTooLargeMessage);
  const fallback = layout.kind === 'table' ? [layout.rows, layout.cols] : [answerRows, answerCols];
  const shape: [number, number] = [fields.table_rows ?? fallback[0]!, fields.table_cols ?? fallback[1]!];
  if (answerRows > shape[0] || answerCols > shape[1]) return fail(`Ответ не помещается в таблицу ${shape[0]}×${shape[1]}`);
  const explicit = fields.table_rows !== undefined || fields.table_cols !== undefined;
  const parts = checkPartsShape(type, rows, explicit ? shape : null);
  if (!parts.ok) return fail(parts.message);
  return { ok: true, value: { answer: { kind: 'table', rows }, table_shape: parts.table_shape } };
}

/** '1 2 | 3 4' or '[["1","2"],["3","4"]]' as rows; null when it is neither. */
export function parseTableText(text: string): string[][] | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      return rowsOf(JSON.parse(trimmed));
    } catch {
      return null;
    }
  }
  return trimmed.split('|').map((row) => row.trim().split(/\s+/).filter(Boolean));
}

/** JSON rows of strings or numbers; a flat list is one row. */
function rowsOf(value: unknown): string[][] | null {
  if (!Array.isArray(value)) return null;
  const rows = value.every((item) => Array.isArray(item)) ? (value as unknown[][]) : [value];
  const result: string[][] = [];
  for (const row of rows) {
    const cells: string[] = [];
    for (const cell of row) {
      if (typeof cell === 'string') cells.push(cell.trim());
      else if (typeof cell === 'number' && Number.isFinite(cell)) cells.push(String(cell));
      else if (cell === null) cells.push('');
      else return null;
    }
    result.push(cells);
  }
  return result;
}

/** A task's answer columns as written: the jsonb rows as their JSON text. */
export type AnswerColumns = Pick<TasksTable, 'answer_type' | 'answer' | 'table_shape'> & { answer_rows: string | null };

/**
 * The stored columns of an answer, as insertTask writes them: a table answer on a field type keeps
 * its own shape. Used when an edit rewrites a stored answer.
 */
export function answerColumnsOf(type: number, answer: NewAnswer, shape: [number, number] | null): AnswerColumns {
  if (answer.kind === 'field') return { answer_type: 'field', answer: answer.value.trim(), answer_rows: null, table_shape: shape };
  const layout = answerLayoutOf(type, shape);
  const own: [number, number] | null = shape ?? (layout.kind === 'field' ? [answer.rows.length, Math.max(...answer.rows.map((r) => r.length))] : null);
  return { answer_type: 'table', answer: null, answer_rows: JSON.stringify(answer.rows), table_shape: own };
}
