import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { hitRateLimit, type RateRule } from '../rate-limit/rate-limit';
import { checkAnswer } from '../tasks/checking/check-answer';
import { taskNotFoundMessage } from '../tasks/bank/get-tasks';
import type { TaskRow } from '../tasks/bank/task-row';
import type { CheckAnswerInput, GuestCheckResult } from '../tasks/bank/task-schemas';
import { checkSql } from './check-task-answer-sql';
import { emptyAnswerMessage } from './check-task-answer';
import { guestVerdictOf } from './guest-verdict-of';

/** A guest's checks from one address: a class behind one school router fits, a script guessing keys does not. */
export const guestCheckLimit: RateRule = { limit: 300, windowSeconds: 10 * 60 };

/**
 * POST /tasks/guest-check/ (issue 26): a guest tries a task before registering. The verdict only:
 * nothing is stored, no experience, no answer; the browser keeps the attempt, and it becomes the
 * account's through claimGuestAttempts, checked again there.
 */
export async function checkGuestAnswer(deps: CoreDeps, ip: string, input: CheckAnswerInput): Promise<GuestCheckResult> {
  const task = (await deps.db.raw<{ rows: TaskRow[] }>(checkSql.selectTask, [input.task_id])).rows[0];
  if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  const verdict = checkAnswer(task, input);
  if (verdict.empty) throw new AppError('BAD_REQUEST', emptyAnswerMessage, { fields: { user_answer: [emptyAnswerMessage] } });
  await hitRateLimit(deps.db, `guest-check:ip:${ip}`, deps.rateLimits.guestCheck ?? guestCheckLimit);
  return guestVerdictOf(verdict);
}
