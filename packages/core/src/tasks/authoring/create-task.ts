import type { Knex } from 'knex';
import { generatorIdOf } from '../../generators/generator-id';
import type { TaskGeneratorRef } from './import-task-schemas';
import type { Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { insertBlock, insertTask, type ImportMark } from './insert-task';
import { loadEditablePayloads } from './load-editable-payloads';
import { checkTaskFiles, removeStoredFiles, saveTaskFile, type CheckedFile, type TaskFiles, type UploadedFiles } from '../files/store-task-files';
import type { CreateTaskInput, CreatedTask } from './task-authoring-schemas';
import { taskEditorOf } from './task-editor';

export const taskUploadedMessage = 'Задача успешно загружена!';
export const blockFilesMessage = 'У блока 19-21 есть только файл решения: изображение и вложения не принимаются';

/**
 * Stores an uploaded task (or a 19–21 block) by the calling author, with its files under
 * tasks/<id>/ (a block's solution under task-blocks/<id>/). insertTask/insertBlock sanitise the HTML.
 * Files are saved inside the transaction and removed again if it fails.
 */
export async function createTask(deps: CoreDeps, actor: Actor, input: CreateTaskInput, files: UploadedFiles = new Map()): Promise<CreatedTask> {
  const editor = taskEditorOf(actor);
  const checked = await checkTaskFiles(files);
  const saved: string[] = [];
  let created: NewTaskIds;
  try {
    created = await deps.db.transaction((trx) => writeNewTask(trx, deps.storage, saved, input, checked, editor.userId));
  } catch (error) {
    await removeStoredFiles(deps.storage, saved);
    throw error;
  }
  return { detail: taskUploadedMessage, id: created.ids[0]!, ...created, tasks: await loadEditablePayloads(deps, created.ids) };
}

export type NewTaskIds = { ids: number[]; block_id: number | null };

/** A generated block's question under its own generator: the block's (type-19) version and seed, its type's id (decision 065). */
export function questionGeneratorOf(generator: TaskGeneratorRef | null | undefined, type: number): TaskGeneratorRef | null {
  return generator ? { id: generatorIdOf(type), version: generator.version, seed: generator.seed } : null;
}

/**
 * Writes a checked task (or block) and its files inside the caller's transaction; the storage keys
 * saved go to `saved`, for the caller to remove if the transaction fails.
 */
export async function writeNewTask(
  trx: Knex.Transaction,
  storage: FileStorage,
  saved: string[],
  input: CreateTaskInput,
  checked: TaskFiles,
  authorId: number | null,
  mark?: ImportMark,
): Promise<NewTaskIds> {
  const save = async (folder: string, file: CheckedFile) => {
    const key = await saveTaskFile(storage, folder, file);
    saved.push(key);
    return key;
  };
  if (input.kind === 'block') {
    if (checked.image || checked.attachments.length > 0) {
      throw new AppError('BAD_REQUEST', blockFilesMessage, { fields: { [checked.image ? 'image' : 'attachments']: [blockFilesMessage] } });
    }
    const { blockId, taskIds } = await insertBlock(trx, {
      subject: input.subject,
      condition: input.condition,
      difficulty: input.difficulty,
      questions: input.questions.map((q) => ({
        type: q.type,
        question: q.question,
        answer: q.answer,
        table_shape: q.table_shape,
        solution: q.solution ?? null,
        generator: questionGeneratorOf(mark?.generator, q.type),
      })),
      author_id: authorId,
      ...mark,
    });
    if (checked.solution_document) {
      // The block's solution shows with each of its questions once solved (toTaskPayload reads the task's own).
      const key = await save(`task-blocks/${blockId}`, checked.solution_document);
      await trx('task_blocks').where({ id: blockId }).update({ solution_document: key });
      await trx('tasks').where({ block_id: blockId }).update({ solution_document: key });
    }
    return { ids: taskIds, block_id: blockId };
  }
  const id = await insertTask(trx, {
    subject: input.subject,
    type: input.type,
    difficulty: input.difficulty,
    text: input.text,
    question: input.question,
    answer: input.answer,
    table_shape: input.table_shape,
    solution: input.solution ?? null,
    author_id: authorId,
    ...mark,
  });
  const folder = `tasks/${id}`;
  const image = checked.image ? await save(folder, checked.image) : null;
  const solution = checked.solution_document ? await save(folder, checked.solution_document) : null;
  if (image || solution) await trx('tasks').where({ id }).update({ image, solution_document: solution });
  const attachments = [];
  for (const [position, file] of checked.attachments.entries()) {
    attachments.push({ task_id: id, file: await save(folder, file), name: file.name, position });
  }
  if (attachments.length > 0) await trx('task_attachments').insert(attachments);
  return { ids: [id], block_id: null };
}
