import type { CoreDeps } from '../context/core-deps';
import type { AttachmentRow, TaskRow } from '../tasks/bank/task-row';
import { toTaskPayload } from '../tasks/bank/to-task-payload';
import type { ActivityItem, ActivityPage, ListActivityInput } from './activity-schemas';
import { activitySql } from './activity-sql';
import { correctAnswerOf } from './correct-answer-of';

/** A task's attempts shown on its card: the newest ones, enough for any real history. */
export const activityHistoryLimit = 50;

export type ActivityAttemptRow = {
  answered_at: string;
  is_correct: boolean;
  attempt_number: number;
  user_answer: string | null;
  user_table_answer: string[][] | null;
};

export type ActivityRow = TaskRow & {
  last_answered_at: Date;
  attempts_count: number;
  total_count: number;
  attachments: AttachmentRow[];
  solved: boolean;
  revealed: boolean;
  history: ActivityAttemptRow[] | null;
};

/** The statements' bindings for an input (the floor of the benchmark builds them the same way). */
export function activityBindings(input: ListActivityInput) {
  return {
    userId: input.user_id,
    types: input.task_type ?? null,
    solved: input.status === undefined ? null : input.status === 'solved',
    limit: input.page_size,
    offset: (input.page - 1) * input.page_size,
    historyLimit: activityHistoryLimit,
  };
}

/**
 * GET /users/activity/ (admins only, checked by the procedure): one user's attempted tasks, newest
 * last attempt first, each with the task, its correct answer and the attempt history. One statement
 * (its rows carry the count); the count statement only for a page past the end.
 */
export async function listActivity(deps: CoreDeps, input: ListActivityInput): Promise<ActivityPage> {
  const bindings = activityBindings(input);
  const { rows } = await deps.db.raw<{ rows: ActivityRow[] }>(activitySql.page, bindings);
  const count = rows[0]?.total_count ?? (bindings.offset === 0 ? 0 : (await deps.db.raw<{ rows: [{ count: number }] }>(activitySql.count, bindings)).rows[0].count);
  return {
    count,
    page: input.page,
    page_size: input.page_size,
    results: rows.map((row) => toActivityItem(row, deps)),
  };
}

/** One card: the task as an admin sees it (toTaskPayload, privileged), the joined answer and the history. */
export function toActivityItem(row: ActivityRow, deps: Pick<CoreDeps, 'storage'>): ActivityItem {
  const { last_answered_at, attempts_count, total_count: _count, attachments, solved, revealed, history, ...task } = row;
  const payload = toTaskPayload(task, attachments, { solved, revealed, privileged: true, sealed: false }, deps.storage);
  return {
    task_type: task.type,
    task_id: task.id,
    status: solved ? 'solved' : 'not_solved',
    revealed,
    requested_at: last_answered_at.toISOString(),
    attempts_total: attempts_count,
    task: {
      id: payload.id,
      type: payload.type,
      block_id: payload.block_id,
      text: payload.text,
      question: payload.question,
      image: payload.image,
      attachments: payload.attachments,
      solution_document: payload.solution_document,
      solution: payload.solution ?? null,
    },
    correct_answer: correctAnswerOf(task),
    answers_history: (history ?? []).map((attempt) => ({
      answered_at: new Date(attempt.answered_at).toISOString(),
      is_correct: attempt.is_correct,
      attempts_count: attempt.attempt_number,
      user_answer: attempt.user_answer,
      user_table_answer: attempt.user_table_answer,
    })),
  };
}
