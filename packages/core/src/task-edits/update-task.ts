import type { Actor } from '../identity/actor';
import { sanitizeSolutionHtml } from '../content/sanitize-solution-html';
import { sanitizeTaskHtml } from '../content/sanitize-task-html';
import type { CoreDeps } from '../context/core-deps';
import { lockAndCount } from '../db/lock-and-count';
import { AppError } from '../errors/app-error';
import { firstMessageOf } from '../validation/field-errors-of';
import { loadEditablePayloads } from '../tasks/authoring/load-editable-payloads';
import { answerColumnsOf, readTaskAnswer } from '../tasks/checking/read-task-answer';
import { checkTaskFiles, maxAttachments, removeStoredFiles, saveTaskFile, tooManyAttachmentsMessage, type CheckedFile, type UploadedFiles } from '../tasks/files/store-task-files';
import { blockTypeMessage, type UpdateTaskInput } from '../tasks/authoring/task-authoring-schemas';
import { loadEditableTask, taskEditorOf } from '../tasks/authoring/task-editor';
import type { TaskPayload } from '../tasks/bank/task-schemas';
import { isBlockType } from '../tasks/bank/task-type-catalog';
import { lockTaskContents } from '../task-revisions/lock-task-contents';
import { recordTaskRevisions } from '../task-revisions/record-task-revisions';

export const blockTypeFixedMessage = 'Тип вопроса блока 19-21 изменить нельзя';
export const unknownAttachmentMessage = 'У задания нет такого вложения';

function fieldError(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { fields: { [field]: [message] } });
}

/**
 * Changes the fields given of one's own task (any task for an admin), sanitising HTML as insertTask
 * does. In a 19–21 block the condition, subject, difficulty and solution document belong to the
 * block and change for all three questions. Replaced and removed files are deleted after the commit.
 * A changed statement or answer is kept as a revision; a corrected answer re-scores the task's attempts
 * in the same transaction (decision 077).
 */
export async function updateTask(deps: CoreDeps, actor: Actor, input: UpdateTaskInput, files: UploadedFiles = new Map()): Promise<TaskPayload> {
  const editor = taskEditorOf(actor);
  const current = await loadEditableTask(deps.db, editor, input.id);
  const blockId = current.block_id;
  const attachments = await deps.db('task_attachments').where({ task_id: current.id }).orderBy(['position', 'id']);
  const removeIds = new Set(input.remove_attachments ?? []);
  if ([...removeIds].some((id) => !attachments.some((a) => a.id === id))) throw fieldError('remove_attachments', unknownAttachmentMessage);
  const removed = attachments.filter((a) => removeIds.has(a.id));
  const checked = await checkTaskFiles(files, attachments.length - removed.length);

  const patch: Record<string, unknown> = {};
  const shared: Record<string, unknown> = {};
  if (input.type !== undefined && input.type !== current.type) {
    if (blockId !== null) throw fieldError('type', blockTypeFixedMessage);
    if (isBlockType(input.type)) throw fieldError('type', blockTypeMessage);
    patch.type = input.type;
  }
  const type = input.type ?? current.type;
  const answerTouched = [input.answer, input.answer_type, input.table_rows, input.table_cols].some((value) => value !== undefined);
  if (answerTouched || patch.type !== undefined) {
    const kind = input.answer_type ?? current.answer_type;
    // The stored answer stays when only its table size or the task type changes; a new kind needs a new answer.
    const storedAnswer = kind !== current.answer_type ? undefined : current.answer_type === 'table' ? current.answer_rows : current.answer;
    const read = readTaskAnswer(type, {
      answer_type: kind,
      answer: input.answer !== undefined ? input.answer : storedAnswer,
      table_rows: input.table_rows ?? current.table_shape?.[0],
      table_cols: input.table_cols ?? current.table_shape?.[1],
    });
    if (!read.ok) throw new AppError('BAD_REQUEST', firstMessageOf(read.errors), { fields: read.errors });
    Object.assign(patch, answerColumnsOf(type, read.value.answer, read.value.table_shape));
  }
  if (input.question !== undefined) {
    if (blockId !== null && input.question.trim() === '') throw fieldError('question', `Укажите вопрос ${current.type}`);
    patch.question = input.question.trim() === '' ? null : sanitizeTaskHtml(input.question);
  }
  // A block question's solution is its own, like its question: the other two stay hidden.
  if (input.solution !== undefined) patch.solution = sanitizeSolutionHtml(input.solution);
  const text = blockId !== null ? (input.condition ?? input.text) : (input.text ?? input.condition);
  if (input.subject !== undefined) shared.subject = input.subject;
  if (input.difficulty !== undefined) shared.difficulty = input.difficulty;

  const oldFiles: (string | null)[] = [];
  if (checked.image || input.remove_image) oldFiles.push(current.image);
  if (checked.solution_document || input.remove_solution_document) {
    const block = blockId === null ? undefined : (await deps.db('task_blocks').where({ id: blockId }).first('solution_document'));
    oldFiles.push(current.solution_document, block?.solution_document ?? null);
  }
  oldFiles.push(...removed.map((a) => a.file));

  const saved: string[] = [];
  const save = async (folder: string, file: CheckedFile) => {
    const key = await saveTaskFile(deps.storage, folder, file);
    saved.push(key);
    return key;
  };
  try {
    await deps.db.transaction(async (trx) => {
      const now = new Date();
      // What students saw and were checked against before this edit, locked until it commits (decision 077).
      const ids = blockId === null ? [current.id] : ((await trx('tasks').where({ block_id: blockId }).orderBy('id').pluck('id')) as number[]);
      const before = await lockTaskContents(trx, ids, blockId);
      const folder = `tasks/${current.id}`;
      if (checked.image) patch.image = await save(folder, checked.image);
      else if (input.remove_image) patch.image = null;
      let solution: string | null | undefined;
      if (checked.solution_document) solution = await save(blockId === null ? folder : `task-blocks/${blockId}`, checked.solution_document);
      else if (input.remove_solution_document) solution = null;
      if (solution !== undefined) shared.solution_document = solution;

      if (blockId === null) {
        Object.assign(patch, shared);
        if (text !== undefined) patch.text = sanitizeTaskHtml(text);
      } else {
        const blockPatch: Record<string, unknown> = { ...shared };
        if (text !== undefined) blockPatch.condition = sanitizeTaskHtml(text);
        // Any edit of a block changes what an export of it holds: the block's hashes go (decision 078).
        await trx('task_blocks').where({ id: blockId }).update({ ...blockPatch, import_hash: null, export_hash: null, updated_at: now });
        if (Object.keys(shared).length > 0) await trx('tasks').where({ block_id: blockId }).update({ ...shared, updated_at: now });
      }
      // An edited task is no longer the folder it was imported from or exported to (decision 078).
      await trx('tasks').where({ id: current.id }).update({ ...patch, import_hash: null, export_hash: null, updated_at: now });
      if (removed.length > 0) await trx('task_attachments').whereIn('id', removed.map((a) => a.id)).delete();
      // The check above read the attachments before this transaction; this count, under the task's lock, is the one that holds.
      if (checked.attachments.length > 0) {
        const kept = await lockAndCount(trx, { table: 'tasks', id: current.id }, { table: 'task_attachments', foreignKey: 'task_id' });
        if ((kept ?? 0) + checked.attachments.length > maxAttachments) throw fieldError('attachments', tooManyAttachmentsMessage);
      }
      let position = Math.max(-1, ...attachments.filter((a) => !removeIds.has(a.id)).map((a) => a.position));
      const added = [];
      for (const file of checked.attachments) added.push({ task_id: current.id, file: await save(folder, file), name: file.name, position: ++position });
      if (added.length > 0) await trx('task_attachments').insert(added);
      await recordTaskRevisions(trx, before, { userId: editor.userId, source: 'web', now: deps.clock.now() });
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, saved);
    throw error;
  }
  await removeStoredFiles(deps.storage, oldFiles);
  const [task] = await loadEditablePayloads(deps, [current.id]);
  return task!;
}
