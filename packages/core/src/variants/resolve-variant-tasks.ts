import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { noTypeChosenMessage, selectTasks, type FillGenerated } from './select-tasks';
import type { CreateVariantInput } from './variant-schemas';

/**
 * The tasks of a variant from what the client sent: the ids in `tasks` when there are any (each must
 * exist), else the counts in `tasksByType` picked by selectTasks (solved ones left out unless
 * exclude_solved is false; it refuses all-zero counts and never picks a task twice). An id sent
 * twice is kept at its first place: answers are keyed by task id.
 */
export async function resolveVariantTasks(
  db: Knex,
  user: AuthUser,
  input: Pick<CreateVariantInput, 'tasks' | 'tasksByType' | 'exclude_solved' | 'subject' | 'fill_generated'>,
  fillGenerated?: FillGenerated,
): Promise<number[]> {
  if (input.tasks && input.tasks.length > 0) {
    const ids = [...new Set(input.tasks)];
    const found = new Set((await db('tasks').whereIn('id', ids).select('id')).map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const message = `Задания не найдены: ${missing.join(', ')}`;
      throw new AppError('BAD_REQUEST', message, { fields: { tasks: [message] } });
    }
    return ids;
  }
  if (input.tasksByType) {
    const selection = { tasks_by_type: input.tasksByType, exclude_solved: input.exclude_solved ?? true, subject: input.subject, fill_generated: input.fill_generated };
    return selectTasks(db, user.id, selection, fillGenerated);
  }
  throw new AppError('BAD_REQUEST', noTypeChosenMessage, { fields: { tasks: [noTypeChosenMessage] } });
}
