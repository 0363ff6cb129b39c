import type { Knex } from 'knex';
import { hitRateLimit, type RateRule } from '../auth/rate-limit';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { generatorsByType } from '../generators/generators-by-type';
import { noGeneratorMessage } from '../generators/generate-task';
import type { AuthUser } from '../users/auth-user';
import { getTask } from './get-tasks';
import { storeFreshTask } from './store-generated-task';
import { taskSql } from './task-sql';
import type { GenerateTaskInput, TaskPayload } from './task-schemas';

export type PickedTask = { id: number; unsolved: boolean };

/** A random task of a type, unsolved by the user first (see taskSql.pickRandomTask). */
export async function pickRandomTask(db: Knex, userId: number | null, subject: string, type: number): Promise<PickedTask | null> {
  const { rows } = await db.raw<{ rows: PickedTask[] }>(taskSql.pickRandomTask, { subject, type, userId });
  return rows[0] ?? null;
}

export function noTasksMessage(type: number): string {
  return `Нет доступных заданий типа ${type} (No available tasks of type ${type})`;
}

export const generatedSubjectMessage = 'Сгенерированные задания есть только по информатике (subject=inf)';

/** Fresh generated tasks a user may ask for, beyond those the exhausted bank gives by itself. */
export const generateTaskLimit: RateRule = { limit: 60, windowSeconds: 10 * 60 };

/**
 * A random task of the type, unsolved first. When the user has solved every task of an inf type that
 * has a generator, a generated task is stored and given instead, so the bank never runs out.
 */
export async function getRandomTask(deps: CoreDeps, user: AuthUser, input: { subject: string; type: number }): Promise<TaskPayload> {
  const picked = await pickRandomTask(deps.db, user.id, input.subject, input.type);
  if (picked?.unsolved) return getTask(deps, user, picked.id);
  if (input.subject === 'inf' && generatorsByType.has(input.type)) return getTask(deps, user, await storeFreshTask(deps, input.type));
  if (picked === null) throw new AppError('NOT_FOUND', noTasksMessage(input.type));
  return getTask(deps, user, picked.id);
}

/** POST /tasks/generated/: a fresh generated task on request, at most generateTaskLimit a user. */
export async function getGeneratedTask(deps: CoreDeps, user: AuthUser, input: GenerateTaskInput): Promise<TaskPayload> {
  if (input.subject !== 'inf') throw new AppError('BAD_REQUEST', generatedSubjectMessage, { fields: { subject: [generatedSubjectMessage] } });
  if (!generatorsByType.has(input.type)) throw new AppError('BAD_REQUEST', noGeneratorMessage(input.type), { fields: { type: [noGeneratorMessage(input.type)] } });
  await hitRateLimit(deps.db, `generate:user:${user.id}`, deps.rateLimits.generateTask ?? generateTaskLimit);
  return getTask(deps, user, await storeFreshTask(deps, input.type, input.difficulty));
}
