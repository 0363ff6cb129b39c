import type { CoreDeps } from '../context/core-deps';
import { isUniqueViolation } from '../db/is-unique-violation';
import { AppError } from '../errors/app-error';
import { readExamSeal } from '../exam-seal/read-exam-seal';
import type { AuthUser } from '../identity/auth-user';
import { forgiveRateLimitHit, hitRateLimit, type RateRule } from '../rate-limit/rate-limit';
import { messages } from '../text/messages';
import { reportsPerHour, type CreateTaskReportInput, type TaskReport } from './task-report-schemas';

export const reportAlreadyOpenMessage = 'Вы уже сообщили об ошибке в этом задании — ответ придёт в уведомления';
export const reportDuringRehearsalMessage = 'Во время пробного экзамена сообщить об ошибке в его задании нельзя — это можно сделать в результатах после экзамена';
export const taskReportLimit: RateRule = { limit: reportsPerHour, windowSeconds: 60 * 60 };

/**
 * A signed-in user's report of an error in a task he can open in the trainer (any task of the bank).
 * Refused in his running rehearsal's tasks (the answer then waits for the end, so must any talk of it),
 * while his earlier report of the task is open, and past the hourly limit. The answer is nowhere here:
 * the result is his own report only.
 */
export async function createTaskReport(deps: CoreDeps, user: AuthUser, input: CreateTaskReportInput): Promise<TaskReport> {
  const task = await deps.db('tasks').where({ id: input.id }).first('id');
  if (!task) throw new AppError('NOT_FOUND', messages.taskNotFound);
  const seal = await readExamSeal(deps, user.id);
  if (seal?.taskIds.has(input.id)) throw new AppError('CONFLICT', reportDuringRehearsalMessage);
  const open = await deps.db('task_reports').where({ user_id: user.id, task_id: input.id, status: 'open' }).first('id');
  if (open) throw new AppError('CONFLICT', reportAlreadyOpenMessage);

  const limitKey = `task-report:user:${user.id}`;
  await hitReportLimit(deps, limitKey);
  try {
    const [row] = await deps
      .db('task_reports')
      .insert({ task_id: input.id, user_id: user.id, kind: input.kind, text: input.text, created_at: deps.clock.now() })
      .returning(['id', 'task_id', 'kind', 'text', 'status', 'created_at']);
    return { ...row!, created_at: row!.created_at.toISOString() };
  } catch (error) {
    // The same user's report of the same task from another tab, a moment earlier.
    if (!isUniqueViolation(error, 'task_reports_one_open')) throw error;
    await forgiveRateLimitHit(deps.db, limitKey);
    throw new AppError('CONFLICT', reportAlreadyOpenMessage);
  }
}

async function hitReportLimit(deps: CoreDeps, key: string): Promise<void> {
  const rule = deps.rateLimits.taskReport ?? taskReportLimit;
  try {
    await hitRateLimit(deps.db, key, rule);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    const seconds = error.retryAfterSeconds ?? rule.windowSeconds;
    const wait = seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;
    throw new AppError('TOO_MANY_REQUESTS', `Слишком много сообщений об ошибках подряд. Повторите через ${wait}.`, {
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
}
