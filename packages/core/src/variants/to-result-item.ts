import { maxPointsOf } from '../tasks/scoring/exam-points';
import { joinTableAnswer } from '../tasks/checking/join-table-answer';
import { normalizeTable } from '../tasks/checking/normalize-answer';
import type { VariantAnswer, VariantResults } from './variant-schemas';

export type VariantResultItem = VariantResults['items'][number];
export type ResultTask = { id: number; type: number; answer: string | null; answer_rows: string[][] | null };
/** What checkTaskAnswer said of the answer. */
export type ItemCheck = { is_correct: boolean; points: number; max_points: number; experience_gained: number };

/**
 * One line of the results, answers in their one-line form (SPEC §5: cells by spaces, rows by ' | ').
 * `check` is null for a task left blank: it was not checked and counts as wrong, with no points.
 */
export function toResultItem(position: number, task: ResultTask, answer: VariantAnswer | undefined, check: ItemCheck | null): VariantResultItem {
  return {
    position,
    task_id: task.id,
    type: task.type,
    user_answer: check ? oneLineOf(answer) : '',
    correct_answer: hasCells(task.answer_rows) ? joinTableAnswer(task.answer_rows) : (task.answer ?? '').trim(),
    is_correct: check?.is_correct ?? false,
    points: check?.points ?? 0,
    max_points: check?.max_points ?? maxPointsOf(task.type),
    experience_gained: check?.experience_gained ?? 0,
  };
}

function oneLineOf(answer: VariantAnswer | undefined): string {
  const table = answer?.user_table_answer;
  return hasCells(table) ? joinTableAnswer(table) : (answer?.user_answer ?? '').trim();
}

function hasCells(rows: readonly (readonly string[])[] | null | undefined): rows is string[][] {
  return rows !== null && rows !== undefined && normalizeTable(rows).length > 0;
}
