import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { caresForTask } from './cares-for-task';
import type { DismissedFlag } from './task-report-schemas';

export const flagNotFoundMessage = 'Отметка не найдена';
export const flagAlreadyDismissedMessage = 'Отметка уже снята';

/**
 * Dismisses an open flag (rule bankCare, checked by the caller): the author of the flagged task (a
 * task flag of his own task), a moderator or an admin (also a generator's flag). The flag job keeps it
 * dismissed while its signature holds (decision 076). Someone else's flag is answered as a missing one.
 */
export async function dismissTaskFlag(deps: CoreDeps, user: AuthUser, id: number): Promise<DismissedFlag> {
  return deps.db.transaction(async (trx) => {
    const found = await trx('task_flags as f')
      .leftJoin('tasks as t', 't.id', 'f.task_id')
      .where('f.id', id)
      .forUpdate('f')
      .first('f.status', 'f.task_id', 'f.generator as flag_generator', 't.author_id', 't.generator');
    const allowed = found && (found.flag_generator === null ? caresForTask(user, found) : user.role === 'admin' || user.role === 'moderator');
    if (!found || !allowed) throw new AppError('NOT_FOUND', flagNotFoundMessage);
    if (found.status !== 'open') throw new AppError('CONFLICT', flagAlreadyDismissedMessage);
    await trx('task_flags').where({ id }).update({ status: 'dismissed', handled_by: user.id, handled_at: deps.clock.now() });
    return { detail: 'Отметка снята', id, status: 'dismissed' as const };
  });
}
