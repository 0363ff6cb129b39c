import type { Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import { loadEditablePayloads } from './load-editable-payloads';
import { loadEditableTask, taskEditorOf } from './task-editor';
import type { TaskPayload } from '../bank/task-schemas';

/** GET /tasks/tasks/{id}/: one's own task (any task for an admin) with its answer, for editing. */
export async function getEditableTask(deps: CoreDeps, actor: Actor, id: number): Promise<TaskPayload> {
  await loadEditableTask(deps.db, taskEditorOf(actor), id);
  const [task] = await loadEditablePayloads(deps, [id]);
  return task!;
}
