import type { CoreDeps } from '../context/core-deps';
import type { ExamSeal } from '../exam-seal/read-exam-seal';
import type { ExamRow } from './exam-row';
import { examSql } from './exam-sql';
import { settleIfOverdue } from './settle-if-overdue';

/**
 * The seal a user's running rehearsal puts on its tasks, or null when none runs, for the paths that
 * refuse: one past its deadline is finished by time here (as every read of the rehearsal does), so
 * it never keeps the seal and the answer shown next is after its finish.
 */
export async function loadExamSeal(deps: CoreDeps, userId: number): Promise<ExamSeal | null> {
  const [found] = (await deps.db.raw<{ rows: ExamRow[] }>(examSql.selectActive, { userId })).rows;
  if (!found) return null;
  const row = await settleIfOverdue(deps, found);
  return row.finished_at ? null : { examId: row.id, taskIds: new Set(row.task_ids) };
}
