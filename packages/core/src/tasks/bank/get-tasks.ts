import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import { readExamSeal } from '../../exam-seal/read-exam-seal';
import type { AuthUser } from '../../identity/auth-user';
import { loadTasks } from './load-tasks';
import { toTaskPayload } from './to-task-payload';
import type { TaskPayload } from './task-schemas';
import { messages } from '../../text/messages';

export const taskNotFoundMessage = messages.taskNotFound;

/**
 * Tasks as this user may see them, in the order of `ids` (missing ids are left out): those of their
 * running rehearsal without answer or solution, whatever they did before. `answerKey`: the caller was
 * let read an answer key (variants/get-answer-key.ts checks who may), which the seal still outweighs.
 */
export async function getTaskPayloads(deps: CoreDeps, user: AuthUser | null, ids: number[], options: { answerKey?: boolean } = {}): Promise<TaskPayload[]> {
  const seal = user && ids.length > 0 ? await readExamSeal(deps, user.id) : null;
  const loaded = await loadTasks(deps.db, ids, user, seal?.taskIds);
  const answerKey = options.answerKey === true;
  return loaded.map(({ task, attachments, access }) => toTaskPayload(task, attachments, { ...access, answerKey }, deps.storage));
}

export async function getTask(deps: CoreDeps, user: AuthUser | null, id: number): Promise<TaskPayload> {
  const [task] = await getTaskPayloads(deps, user, [id]);
  if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  return task;
}
