import { joinTableAnswer } from '../tasks/checking/join-table-answer';
import type { TaskRow } from '../tasks/bank/task-row';

/**
 * A task's correct answer in one line: the table joined (cells by a space, rows by ' | ') when it
 * has a filled cell, else the text answer, as checkAnswer reads the two forms.
 */
export function correctAnswerOf(task: Pick<TaskRow, 'answer' | 'answer_rows'>): string {
  const rows = task.answer_rows ?? [];
  if (rows.some((row) => row.some((cell) => cell.trim() !== ''))) return joinTableAnswer(rows);
  return task.answer ?? '';
}
