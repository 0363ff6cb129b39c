import type { CoreDeps } from '../../context/core-deps';
import { loadTasks } from '../bank/load-tasks';
import { toTaskPayload } from '../bank/to-task-payload';
import type { TaskPayload } from '../bank/task-schemas';

/** Tasks as their editor sees them: answers and the solution included, in the order of `ids`. */
export async function loadEditablePayloads(deps: CoreDeps, ids: number[]): Promise<TaskPayload[]> {
  const access = { solved: false, revealed: false, privileged: true, sealed: false };
  return (await loadTasks(deps.db, ids)).map(({ task, attachments }) => toTaskPayload(task, attachments, access, deps.storage));
}
