import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { ExamRow } from './exam-row';
import type { ExamList } from './exam-schemas';
import { examSql } from './exam-sql';
import { settleIfOverdue } from './settle-if-overdue';
import { toExamSummary } from './to-exam-summary';

/** GET /exam/: the caller's rehearsal in progress (an overdue one is finished first) and the last 50 finished. */
export async function listExams(deps: CoreDeps, user: AuthUser): Promise<ExamList> {
  const [found] = (await deps.db.raw<{ rows: ExamRow[] }>(examSql.selectActive, { userId: user.id })).rows;
  const active = found ? await settleIfOverdue(deps, found) : null;
  const { rows } = await deps.db.raw<{ rows: ExamRow[] }>(examSql.selectFinished, { userId: user.id });
  return { active: active && !active.finished_at ? toExamSummary(active) : null, finished: rows.map(toExamSummary) };
}
