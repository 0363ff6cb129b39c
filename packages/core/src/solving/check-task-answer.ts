import type { Knex } from 'knex';
import { earnAchievements } from '../achievements/earn-achievements';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { examSealedMessage } from '../exam/exam-messages';
import { awardExperience } from '../experience/award-experience';
import { completeHomeworkWithTask } from '../homework/complete-homework-with-task';
import { levelOf } from '../rules/level';
import type { AuthUser } from '../identity/auth-user';
import { checkAnswer } from '../tasks/checking/check-answer';
import { checkSql } from './check-task-answer-sql';
import { experienceForSolve } from '../tasks/scoring/experience-for-solve';
import { taskNotFoundMessage } from '../tasks/bank/get-tasks';
import type { TaskRow } from '../tasks/bank/task-row';
import type { CheckAnswerInput, CheckResult } from '../tasks/bank/task-schemas';
import { messages } from '../text/messages';

export const emptyAnswerMessage = messages.emptyAnswer;
export const wrongAnswerMessage = 'Неверно';

/**
 * How a check treats the user's running rehearsal: 'refuse' (the trainer's check) refuses a task it
 * seals, read with the task in one statement; a rehearsal past its deadline, which must be finished by
 * time first, makes the check answer 'overdue' before it writes anything. 'ignore': the finishes, which
 * check the tasks of the variant or rehearsal they end.
 */
export type SealRule = 'refuse' | 'ignore';
export const overdueSeal = Symbol('overdue seal');

type SealedTaskRow = TaskRow & { seal_task_ids?: number[] | null; seal_deadline_at?: Date | null };

/**
 * Checks an answer and records the attempt. Experience is awarded by inserting the one solve row of
 * (user, task) and the ledger's row of that solve in one transaction: a replayed or concurrent
 * correct answer finds them there and gets nothing, whatever the client sends. A revealed task and
 * one's own task get the verdict only.
 */
export async function checkTaskAnswer(deps: CoreDeps, user: AuthUser, input: CheckAnswerInput, seal: 'ignore'): Promise<CheckResult>;
export async function checkTaskAnswer(deps: CoreDeps, user: AuthUser, input: CheckAnswerInput, seal: SealRule): Promise<CheckResult | typeof overdueSeal>;
export async function checkTaskAnswer(deps: CoreDeps, user: AuthUser, input: CheckAnswerInput, seal: SealRule): Promise<CheckResult | typeof overdueSeal> {
  const now = deps.clock.now();
  const checked = await deps.db.transaction(async (trx) => {
    const rowsOf = async <T>(sql: string, bindings: readonly Knex.RawBinding[]) => (await trx.raw<{ rows: T[] }>(sql, bindings)).rows;
    const [task] =
      seal === 'refuse' ? await rowsOf<SealedTaskRow>(checkSql.shareTaskWithSeal, [user.id, input.task_id]) : await rowsOf<SealedTaskRow>(checkSql.shareTask, [input.task_id]);
    if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
    if (task.seal_task_ids && task.seal_deadline_at) {
      // As loadExamSeal: a rehearsal past its deadline is finished by time (outside this transaction) before the check.
      if (now.getTime() >= task.seal_deadline_at.getTime()) return overdueSeal;
      if (task.seal_task_ids.includes(task.id)) throw new AppError('CONFLICT', examSealedMessage);
    }
    const verdict = checkAnswer(task, input);
    if (verdict.empty) throw new AppError('BAD_REQUEST', emptyAnswerMessage, { fields: { user_answer: [emptyAnswerMessage] } });
    // One check at a time per user keeps attempt numbers and "solved before" counts exact.
    const [locked] = await rowsOf<{ experience_points: number }>(checkSql.lockUser, [user.id]);
    const [attempt] = await rowsOf<{ attempt_number: number }>(checkSql.insertAttempt, [
      user.id,
      task.id,
      input.user_answer ?? null,
      input.user_table_answer ? JSON.stringify(input.user_table_answer) : null,
      verdict.is_correct,
      verdict.solved_parts ? JSON.stringify(verdict.solved_parts) : null,
      input.solving_time,
      now,
      user.id,
      task.id,
    ]);
    const attempt_number = attempt!.attempt_number;
    const before = locked!.experience_points;

    let experience_gained = 0;
    let experience_points = before;
    let solvedNow = false;
    // The author knows the answer as surely as someone who revealed it: no solve, no experience (decision 051).
    const ownTask = task.author_id === user.id;
    if (verdict.is_correct && !ownTask && (await rowsOf(checkSql.isRevealed, [user.id, task.id])).length === 0) {
      const [solved] = await rowsOf<{ n: number }>(checkSql.countSolvedOfType, [user.id, task.type]);
      const xp = experienceForSolve(task.type, solved!.n);
      const inserted = await rowsOf(checkSql.insertSolve, [user.id, task.id, task.type, input.solving_time, attempt_number, xp, now]);
      solvedNow = inserted.length > 0;
      const total = solvedNow ? await awardExperience(trx, { userId: user.id, amount: xp, sourceKind: 'solve', sourceId: task.id, at: now }) : null;
      if (total !== null) {
        experience_gained = xp;
        experience_points = total;
      }
    }
    // A right answer counts for homework even on a revealed task (decision 010); it may finish an assignment.
    const homeworkCompleted = verdict.is_correct ? await completeHomeworkWithTask(trx, user.id, task.id, now) : 0;
    // Only a first solve or a finished homework can earn one: a wrong answer or a repeat costs nothing here.
    const achievements_earned = solvedNow || homeworkCompleted > 0 ? await earnAchievements(trx, user.id, now) : [];
    return {
      is_correct: verdict.is_correct,
      experience_gained,
      level_up: levelOf(experience_points) > levelOf(before),
      level: levelOf(experience_points),
      experience_points,
      solved_parts: verdict.solved_parts,
      feedback_parts: verdict.feedback_parts,
      points: verdict.points,
      max_points: verdict.max_points,
      attempt_number,
      error: verdict.is_correct ? null : wrongAnswerMessage,
      achievements_earned,
    } satisfies CheckResult;
  });
  return checked;
}
