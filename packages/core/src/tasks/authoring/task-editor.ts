import type { Knex } from 'knex';
import { assertAllowed, requireUser, type Actor } from '../../identity/actor';
import { AppError } from '../../errors/app-error';
import { taskNotFoundMessage } from '../bank/get-tasks';
import type { TaskRow } from '../bank/task-row';

/** Who edits tasks: an author their own, an admin (and the CLI's local operator) every task. */
export type TaskEditor = { userId: number | null; isAdmin: boolean };

export const notOwnTaskMessage = 'Можно изменять только свои задания';

export function taskEditorOf(actor: Actor): TaskEditor {
  assertAllowed(actor, 'authoring');
  if (actor.kind === 'system') return { userId: null, isAdmin: true };
  const user = requireUser(actor);
  return { userId: user.id, isAdmin: user.role === 'admin' };
}

/** The stored row of a task the editor may change: 404 when there is none, 403 when it is someone else's. */
export async function loadEditableTask(db: Knex, editor: TaskEditor, id: number): Promise<TaskRow> {
  const task = await db('tasks').where({ id }).first();
  if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  if (!editor.isAdmin && (editor.userId === null || task.author_id !== editor.userId)) {
    throw new AppError('FORBIDDEN', notOwnTaskMessage);
  }
  return task;
}
