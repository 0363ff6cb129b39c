import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { ExamIdInput, ExamSession } from './exam-schemas';
import { loadOwnExam } from './load-own-exam';
import { settleIfOverdue } from './settle-if-overdue';
import { toExamSession } from './to-exam-session';

/** GET /exam/{id}/: the station's state; past the deadline the rehearsal is finished by time first. */
export async function getExam(deps: CoreDeps, user: AuthUser, input: ExamIdInput): Promise<ExamSession> {
  const row = await settleIfOverdue(deps, await loadOwnExam(deps.db, user.id, input.id));
  return toExamSession(deps, user, row);
}
