import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../users/auth-user';
import { getTask } from './get-tasks';
import type { TaskPayload } from './task-schemas';

/**
 * A random task of a type, preferring ones the user has not solved. It walks the (subject, type, id)
 * index from a random id and wraps around once, so the cost does not grow with the bank: no
 * ORDER BY random() over the type.
 */
export async function pickRandomTaskId(db: Knex, userId: number | null, subject: string, type: number): Promise<number | null> {
  const range = (await db('tasks').where({ subject, type }).first(db.raw('min(id) as min, max(id) as max'))) as { min: number | null; max: number | null };
  if (range.min === null || range.max === null) return null;
  const start = range.min + Math.floor(Math.random() * (range.max - range.min + 1));
  const attempts = userId === null ? [false] : [true, false];
  for (const unsolvedOnly of attempts) {
    for (const [op, order] of [['>=', 'asc'], ['<', 'desc']] as const) {
      const query = db('tasks').where({ subject, type }).where('id', op, start).orderBy('id', order).first('id');
      if (unsolvedOnly) {
        query.whereNotExists(db('task_solves').where('task_solves.user_id', userId).whereRaw('task_solves.task_id = tasks.id').select(db.raw('1')));
      }
      const row = (await query) as { id: number } | undefined;
      if (row) return row.id;
    }
  }
  return null;
}

export function noTasksMessage(type: number): string {
  return `Нет доступных заданий типа ${type} (No available tasks of type ${type})`;
}

export async function getRandomTask(deps: CoreDeps, user: AuthUser, input: { subject: string; type: number }): Promise<TaskPayload> {
  const id = await pickRandomTaskId(deps.db, user.id, input.subject, input.type);
  if (id === null) throw new AppError('NOT_FOUND', noTasksMessage(input.type));
  return getTask(deps, user, id);
}
