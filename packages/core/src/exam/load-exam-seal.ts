import type { CoreDeps } from '../context/core-deps';
import type { ExamRow } from './exam-row';
import { examSql } from './exam-sql';
import { settleIfOverdue } from './settle-if-overdue';

/** The caller's running rehearsal and its tasks, which stay sealed for them until it ends. */
export type ExamSeal = { examId: number; taskIds: ReadonlySet<number> };

/**
 * The seal a user's running rehearsal puts on its tasks, or null when none runs. One past its
 * deadline is finished by time here (as every read of it does), so it never keeps the seal.
 */
export async function loadExamSeal(deps: CoreDeps, userId: number): Promise<ExamSeal | null> {
  const [found] = (await deps.db.raw<{ rows: ExamRow[] }>(examSql.selectActive, { userId })).rows;
  if (!found) return null;
  const row = await settleIfOverdue(deps, found);
  return row.finished_at ? null : { examId: row.id, taskIds: new Set(row.task_ids) };
}
