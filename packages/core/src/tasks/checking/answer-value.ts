import type { AnswerLayout } from './answer-layout';
import { emptyTable } from './empty-table';
import type { CheckAnswerInput } from '../bank/task-schemas';

/** What the student has typed: one field, or the cells of the task's table (the web trainer, variants and the CLI trainer). */
export type AnswerValue = { kind: 'field'; value: string } | { kind: 'table'; rows: string[][] };

export function emptyAnswerOf(layout: AnswerLayout): AnswerValue {
  return layout.kind === 'field' ? { kind: 'field', value: '' } : { kind: 'table', rows: emptyTable(layout.rows, layout.cols) };
}

/** A known answer (of a solved task) put into the inputs of the layout. */
export function answerValueOf(layout: AnswerLayout, answer: string | null | undefined, answers: string[][] | null | undefined): AnswerValue {
  if (layout.kind === 'field') return { kind: 'field', value: answer ?? answers?.flat().join(' ') ?? '' };
  const source = answers ?? (answer ? answer.split('|').map((row) => row.trim().split(/\s+/)) : []);
  const rows = emptyTable(layout.rows, layout.cols).map((row, r) => row.map((_, c) => source[r]?.[c] ?? ''));
  return { kind: 'table', rows };
}

export function isBlankAnswer(value: AnswerValue): boolean {
  return value.kind === 'field' ? value.value.trim() === '' : value.rows.every((row) => row.every((cell) => cell.trim() === ''));
}

export function checkFieldsOf(value: AnswerValue): Pick<CheckAnswerInput, 'user_answer' | 'user_table_answer'> {
  return value.kind === 'field' ? { user_answer: value.value.trim() } : { user_table_answer: value.rows.map((row) => row.map((cell) => cell.trim())) };
}
