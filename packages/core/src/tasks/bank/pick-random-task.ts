import type { Knex } from 'knex';
import { hitRateLimit, type RateRule } from '../../rate-limit/rate-limit';
import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import { generatorsByType } from '../../generators/generators-by-type';
import { noGeneratorMessage } from '../../generators/generate-task';
import type { AuthUser } from '../../identity/auth-user';
import { getTask } from './get-tasks';
import { generatedSubject, storeFreshTask } from '../authoring/store-generated-task';
import { taskSql } from './task-sql';
import type { GenerateTaskInput, TaskPayload } from './task-schemas';

/** Fresh: neither solved nor revealed by the user; revealed: its answer was shown, it is not solved. */
export type PickedTask = { id: number; state: 'fresh' | 'revealed' | 'solved' };

/** A random task of a type, fresh for the user first, then revealed, then solved (see taskSql.pickRandomTask). */
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
 * A random task of the type, fresh first. When the user has none left of an inf type that has a
 * generator, a generated task is stored and given instead, so the bank never runs out and a task
 * whose answer the user has seen comes only after that (decision 051). Generating past revealed tasks
 * counts against the same limit as generating on request (a reveal is one click, a solve is work);
 * over it the revealed task is given, not an error. A guest gets a bank task only.
 */
export async function getRandomTask(deps: CoreDeps, user: AuthUser | null, input: { subject: string; type: number }): Promise<TaskPayload> {
  // A guest tries the bank as it is (issue 26): every task is fresh to them, and nothing is generated
  // for them into the bank.
  if (user === null) {
    const picked = await pickRandomTask(deps.db, null, input.subject, input.type);
    if (picked === null) throw new AppError('NOT_FOUND', noTasksMessage(input.type));
    return getTask(deps, null, picked.id);
  }
  const picked = await pickRandomTask(deps.db, user.id, input.subject, input.type);
  if (picked?.state === 'fresh') return getTask(deps, user, picked.id);
  if (input.subject === generatedSubject && generatorsByType.has(input.type) && (picked?.state !== 'revealed' || (await mayGeneratePastReveals(deps, user)))) {
    return getTask(deps, user, await storeFreshTask(deps, input.type));
  }
  if (picked === null) throw new AppError('NOT_FOUND', noTasksMessage(input.type));
  return getTask(deps, user, picked.id);
}

async function mayGeneratePastReveals(deps: CoreDeps, user: AuthUser): Promise<boolean> {
  try {
    await hitRateLimit(deps.db, `generate:user:${user.id}`, deps.rateLimits.generateTask ?? generateTaskLimit);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return false;
    throw error;
  }
}

/** POST /tasks/generated/: a fresh generated task on request, at most generateTaskLimit a user. */
export async function getGeneratedTask(deps: CoreDeps, user: AuthUser, input: GenerateTaskInput): Promise<TaskPayload> {
  if (input.subject !== generatedSubject) throw new AppError('BAD_REQUEST', generatedSubjectMessage, { fields: { subject: [generatedSubjectMessage] } });
  if (!generatorsByType.has(input.type)) throw new AppError('BAD_REQUEST', noGeneratorMessage(input.type), { fields: { type: [noGeneratorMessage(input.type)] } });
  await hitRateLimit(deps.db, `generate:user:${user.id}`, deps.rateLimits.generateTask ?? generateTaskLimit);
  return getTask(deps, user, await storeFreshTask(deps, input.type, input.difficulty));
}
