import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { loadTasks } from '../tasks/bank/load-tasks';
import { taskNotFoundMessage } from '../tasks/bank/get-tasks';

/**
 * Refuses (404) a task the caller may not open as GET /tasks/task/{id}/ would: the same bank read
 * decides, with the same message, so the code's paths tell nothing that one does not.
 */
export async function assertTaskVisible(deps: CoreDeps, user: AuthUser, taskId: number): Promise<void> {
  const [found] = await loadTasks(deps.db, [taskId], user);
  if (!found) throw new AppError('NOT_FOUND', taskNotFoundMessage);
}
