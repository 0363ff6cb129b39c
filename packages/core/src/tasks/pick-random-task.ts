import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../users/auth-user';
import { getTask } from './get-tasks';
import { taskSql } from './task-sql';
import type { TaskPayload } from './task-schemas';

/** A random task of a type, unsolved by the user first (see taskSql.pickRandomTask). */
export async function pickRandomTaskId(db: Knex, userId: number | null, subject: string, type: number): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { id: number }[] }>(taskSql.pickRandomTask, { subject, type, userId });
  return rows[0]?.id ?? null;
}

export function noTasksMessage(type: number): string {
  return `Нет доступных заданий типа ${type} (No available tasks of type ${type})`;
}

export async function getRandomTask(deps: CoreDeps, user: AuthUser, input: { subject: string; type: number }): Promise<TaskPayload> {
  const id = await pickRandomTaskId(deps.db, user.id, input.subject, input.type);
  if (id === null) throw new AppError('NOT_FOUND', noTasksMessage(input.type));
  return getTask(deps, user, id);
}
