import type { CoreDeps } from '../context/core-deps';
import { getForecast } from '../learning/get-forecast';
import type { AuthUser } from '../users/auth-user';
import type { ExamFinish, ExamIdInput } from './exam-schemas';
import { loadOwnExam } from './load-own-exam';
import { settleExam } from './settle-exam';
import { toExamResult } from './to-exam-result';

/**
 * POST /exam/{id}/finish/: the student's finish ('Завершить экзамен'). A replayed or concurrent one
 * gets the stored result without new achievements; the forecast is read after the checks, so it
 * shows what this rehearsal changed.
 */
export async function finishExam(deps: CoreDeps, user: AuthUser, input: ExamIdInput): Promise<ExamFinish> {
  await loadOwnExam(deps.db, user.id, input.id);
  const { row, achievementsEarned } = await settleExam(deps, input.id);
  const forecast = await getForecast(deps, user.id);
  return { ...toExamResult(row, { id: user.id, username: user.username }, forecast), achievements_earned: achievementsEarned };
}
