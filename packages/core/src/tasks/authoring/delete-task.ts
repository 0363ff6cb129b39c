import type { Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import { removeStoredFiles } from '../files/store-task-files';
import { loadEditableTask, taskEditorOf } from './task-editor';

export const taskDeletedMessage = 'Задание удалено';
export const blockDeletedMessage = 'Блок 19-21 удалён';
export const taskInUseMessage = 'Задание используется в другом месте (например, в варианте) и не может быть удалено';

/**
 * Deletes one's own task (any for an admin) and its stored files. A question of a 19–21 block takes
 * the whole block with it: a block of fewer than three questions cannot be shown.
 */
export async function deleteTask(deps: CoreDeps, actor: Actor, id: number): Promise<{ detail: string }> {
  const task = await loadEditableTask(deps.db, taskEditorOf(actor), id);
  const files: (string | null)[] = [];
  try {
    await deps.db.transaction(async (trx) => {
      const tasks = await (task.block_id === null ? trx('tasks').where({ id }) : trx('tasks').where({ block_id: task.block_id })).select(
        'id',
        'image',
        'solution_document',
      );
      const attachments = await trx('task_attachments').whereIn('task_id', tasks.map((t) => t.id)).select('file');
      files.push(...tasks.flatMap((t) => [t.image, t.solution_document]), ...attachments.map((a) => a.file));
      if (task.block_id === null) {
        await trx('tasks').where({ id }).delete();
      } else {
        const block = await trx('task_blocks').where({ id: task.block_id }).first('solution_document');
        files.push(block?.solution_document ?? null);
        // Its questions and their attachments go by ON DELETE CASCADE.
        await trx('task_blocks').where({ id: task.block_id }).delete();
      }
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', taskInUseMessage, { cause: error });
    throw error;
  }
  await removeStoredFiles(deps.storage, files);
  return { detail: task.block_id === null ? taskDeletedMessage : blockDeletedMessage };
}

function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
