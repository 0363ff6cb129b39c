import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { levelOf } from '../rules/level';
import type { AuthUser } from '../users/auth-user';
import { checkAnswer } from './check-answer';
import { experienceForSolve } from './experience-for-solve';
import { taskNotFoundMessage } from './get-tasks';
import type { TaskRow } from './task-row';
import type { CheckAnswerInput, CheckResult } from './task-schemas';

export const emptyAnswerMessage = 'Ответ не может быть пустым';
export const wrongAnswerMessage = 'Неверно';

/**
 * Checks an answer and records the attempt. Experience is awarded by inserting the one solve row of
 * (user, task) in the same transaction as the experience update: a replayed or concurrent correct
 * answer finds the row there and gets nothing, whatever the client sends.
 */
export async function checkTaskAnswer(deps: CoreDeps, user: AuthUser, input: CheckAnswerInput): Promise<CheckResult> {
  const task = (await deps.db('tasks').where({ id: input.task_id }).first()) as TaskRow | undefined;
  if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  const verdict = checkAnswer(task, input);
  if (verdict.empty) throw new AppError('BAD_REQUEST', emptyAnswerMessage, { fields: { user_answer: [emptyAnswerMessage] } });

  return deps.db.transaction(async (trx) => {
    // One check at a time per user keeps attempt numbers and "solved before" counts exact.
    const locked = (await trx('users').where({ id: user.id }).forUpdate().first('experience_points')) as { experience_points: number };
    const previous = (await trx('task_attempts').where({ user_id: user.id, task_id: task.id }).count({ n: '*' }).first()) as { n: number };
    const attempt_number = previous.n + 1;
    await trx('task_attempts').insert({
      user_id: user.id,
      task_id: task.id,
      user_answer: input.user_answer ?? null,
      user_table_answer: input.user_table_answer ? JSON.stringify(input.user_table_answer) : null,
      is_correct: verdict.is_correct,
      solved_parts: verdict.solved_parts ? JSON.stringify(verdict.solved_parts) : null,
      attempt_number,
      solving_time: input.solving_time,
    });

    let experience_gained = 0;
    let experience_points = locked.experience_points;
    if (verdict.is_correct) {
      const revealed = await trx('task_reveals').where({ user_id: user.id, task_id: task.id }).first('task_id');
      if (!revealed) {
        const before = (await trx('task_solves').where({ user_id: user.id, task_type: task.type }).count({ n: '*' }).first()) as { n: number };
        const xp = experienceForSolve(task.type, before.n);
        const inserted = await trx('task_solves')
          .insert({ user_id: user.id, task_id: task.id, task_type: task.type, solving_time: input.solving_time, attempts: attempt_number, experience_gained: xp })
          .onConflict(['user_id', 'task_id'])
          .ignore()
          .returning('task_id');
        if (inserted.length > 0) {
          experience_gained = xp;
          const [updated] = (await trx('users').where({ id: user.id }).increment('experience_points', xp).returning('experience_points')) as { experience_points: number }[];
          experience_points = updated!.experience_points;
        }
      }
    }
    return {
      is_correct: verdict.is_correct,
      experience_gained,
      level_up: levelOf(experience_points) > levelOf(locked.experience_points),
      level: levelOf(experience_points),
      experience_points,
      solved_parts: verdict.solved_parts,
      feedback_parts: verdict.feedback_parts,
      points: verdict.points,
      max_points: verdict.max_points,
      attempt_number,
      error: verdict.is_correct ? null : wrongAnswerMessage,
    };
  });
}
