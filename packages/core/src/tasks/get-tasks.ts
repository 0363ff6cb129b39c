import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../users/auth-user';
import { loadTasks } from './load-tasks';
import { toTaskPayload } from './to-task-payload';
import type { TaskPayload } from './task-schemas';

export const taskNotFoundMessage = 'Задание не найдено';

/** Tasks as this user may see them, in the order of `ids` (missing ids are left out). */
export async function getTaskPayloads(deps: CoreDeps, user: AuthUser | null, ids: number[]): Promise<TaskPayload[]> {
  const loaded = await loadTasks(deps.db, ids, user);
  return loaded.map(({ task, attachments, access }) => toTaskPayload(task, attachments, access, deps.storage));
}

export async function getTask(deps: CoreDeps, user: AuthUser | null, id: number): Promise<TaskPayload> {
  const [task] = await getTaskPayloads(deps, user, [id]);
  if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  return task;
}
