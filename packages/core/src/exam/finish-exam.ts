import type { CoreDeps } from '../context/core-deps';
import { getForecast } from '../learning/get-forecast';
import type { AuthUser } from '../identity/auth-user';
import type { ExamFinish, ExamIdInput, ExamResult } from './exam-schemas';
import { loadOwnExam } from './load-own-exam';
import { settleExam } from './settle-exam';
import { toExamResult } from './to-exam-result';

/**
 * POST /exam/{id}/finish/: the student's finish ('Завершить экзамен'). A replayed or concurrent one
 * gets the stored result without new achievements and with the experience it paid, none, as a
 * variant finished again does (decision 047); the forecast is read after the checks, so it shows
 * what this rehearsal changed.
 */
export async function finishExam(deps: CoreDeps, user: AuthUser, input: ExamIdInput): Promise<ExamFinish> {
  await loadOwnExam(deps.db, user.id, input.id);
  const { row, achievementsEarned, settledHere } = await settleExam(deps, input.id);
  const forecast = await getForecast(deps, user.id);
  const result = toExamResult(row, { id: user.id, username: user.username }, forecast);
  return { ...(settledHere ? result : clearExperience(result)), achievements_earned: achievementsEarned };
}

/** The stored result as a finish that paid nothing reports it; GET /result/ keeps what the rehearsal earned. */
function clearExperience(result: ExamResult): ExamResult {
  return { ...result, experience_gained: 0, items: result.items.map((item) => ({ ...item, experience_gained: 0 })) };
}
