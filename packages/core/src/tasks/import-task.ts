import type { Knex } from 'knex';
import { sanitizeTaskHtml } from '../content/sanitize-task-html';
import type { Actor } from '../context/actor';
import type { CoreDeps } from '../context/core-deps';
import { isUniqueViolation } from '../db/is-unique-violation';
import { AppError } from '../errors/app-error';
import { blockFilesMessage, writeNewTask } from './create-task';
import type { ImportedTask, ImportResult, ImportStatusList, ImportTaskInput } from './import-task-schemas';
import { answerColumnsOf } from './read-task-answer';
import { checkTaskFiles, removeStoredFiles, saveTaskFile, type CheckedFile, type TaskFiles, type UploadedFiles } from './store-task-files';
import type { BlockForm, TaskForm } from './task-authoring-schemas';
import { taskEditorOf } from './task-editor';

export const importNeedsUserMessage = 'Импорт выполняется от имени автора или администратора (--as)';
export const importKindMessage = (key: string) => `Ключ ${key} уже занят заданием другого вида (одиночное задание ↔ блок 19-21)`;

/** Keys belong to the importing user: an admin's imports are the admin's own. */
function importerOf(actor: Actor): number {
  const editor = taskEditorOf(actor);
  if (editor.userId === null) throw new AppError('BAD_REQUEST', importNeedsUserMessage);
  return editor.userId;
}

type Found = ImportedTask & { solution_document: string | null };

/** The caller's task or block with this key, locked for the transaction when `lock`. */
async function findImported(db: Knex, authorId: number, key: string, lock: boolean): Promise<Found | null> {
  const taskQuery = db('tasks').where({ author_id: authorId, import_key: key }).whereNull('block_id').first('id', 'import_hash', 'solution_document');
  const task = (await (lock ? taskQuery.forUpdate() : taskQuery)) as { id: number; import_hash: string | null; solution_document: string | null } | undefined;
  if (task) return { key, kind: 'task', id: task.id, ids: [task.id], block_id: null, hash: task.import_hash, solution_document: task.solution_document };
  const blockQuery = db('task_blocks').where({ author_id: authorId, import_key: key }).first('id', 'import_hash', 'solution_document');
  const block = (await (lock ? blockQuery.forUpdate() : blockQuery)) as { id: number; import_hash: string | null; solution_document: string | null } | undefined;
  if (!block) return null;
  const ids = ((await db('tasks').where({ block_id: block.id }).orderBy('block_position').select('id')) as { id: number }[]).map((r) => r.id);
  return { key, kind: 'block', id: ids[0] ?? 0, ids, block_id: block.id, hash: block.import_hash, solution_document: block.solution_document };
}

const publicOf = ({ solution_document: _solution, ...found }: Found): ImportedTask => found;

/** The caller's imported tasks among these keys: key, ids and the content hash stored with them. */
export async function getImportStatus(deps: CoreDeps, actor: Actor, keys: readonly string[]): Promise<ImportStatusList> {
  const authorId = importerOf(actor);
  const unique = [...new Set(keys)];
  if (unique.length === 0) return { tasks: [] };
  const tasks = (await deps.db('tasks')
    .where({ author_id: authorId })
    .whereNull('block_id')
    .whereIn('import_key', unique)
    .select('id', 'import_key', 'import_hash')) as { id: number; import_key: string; import_hash: string | null }[];
  const blocks = (await deps.db('task_blocks as b')
    .join('tasks as t', 't.block_id', 'b.id')
    .where({ 'b.author_id': authorId })
    .whereIn('b.import_key', unique)
    .groupBy('b.id')
    .select('b.id', 'b.import_key', 'b.import_hash', deps.db.raw('array_agg(t.id ORDER BY t.block_position) AS ids'))) as {
    id: number;
    import_key: string;
    import_hash: string | null;
    ids: number[];
  }[];
  return {
    tasks: [
      ...tasks.map((t) => ({ key: t.import_key, kind: 'task' as const, id: t.id, ids: [t.id], block_id: null, hash: t.import_hash })),
      ...blocks.map((b) => ({ key: b.import_key, kind: 'block' as const, id: b.ids[0] ?? 0, ids: b.ids, block_id: b.id, hash: b.import_hash })),
    ],
  };
}

/**
 * Creates the task of this key, or reports it unchanged (same hash) or changed; with `update`, a changed
 * task gets the new content in place (same ids, so attempts and comments stay). One transaction per
 * task; a concurrent import of the same key loses on the unique index and reports the one that won.
 */
export async function importTask(deps: CoreDeps, actor: Actor, input: ImportTaskInput, files: UploadedFiles = new Map()): Promise<ImportResult> {
  const authorId = importerOf(actor);
  const checked = await checkTaskFiles(files);
  if (input.form.kind === 'block' && (checked.image || checked.attachments.length > 0)) {
    throw new AppError('BAD_REQUEST', blockFilesMessage, { fields: { [checked.image ? 'image' : 'attachments']: [blockFilesMessage] } });
  }
  const key = input.import_key;
  const saved: string[] = [];
  const replaced: (string | null)[] = [];
  let result: ImportResult;
  try {
    result = await deps.db.transaction(async (trx) => {
      const found = await findImported(trx, authorId, key, true);
      if (!found) {
        const created = await writeNewTask(trx, deps.storage, saved, input.form, checked, authorId, { import_key: key, import_hash: input.import_hash });
        return { key, kind: input.form.kind, id: created.ids[0]!, ids: created.ids, block_id: created.block_id, hash: input.import_hash, status: 'created' as const };
      }
      if (found.hash === input.import_hash) return { ...publicOf(found), status: 'unchanged' as const };
      if (!input.update) return { ...publicOf(found), status: 'changed' as const };
      if (found.kind !== input.form.kind) throw new AppError('CONFLICT', importKindMessage(key), { fields: { import_key: [importKindMessage(key)] } });
      const save = async (folder: string, file: CheckedFile) => {
        const stored = await saveTaskFile(deps.storage, folder, file);
        saved.push(stored);
        return stored;
      };
      if (input.form.kind === 'task') replaced.push(...(await replaceTask(trx, found.id, input.form, checked, input.import_hash, save)));
      else replaced.push(...(await replaceBlock(trx, found, input.form, checked, input.import_hash, save)));
      return { ...publicOf(found), hash: input.import_hash, status: 'updated' as const };
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, saved);
    if (isUniqueViolation(error)) {
      const winner = await findImported(deps.db, authorId, key, false);
      if (winner) return { ...publicOf(winner), status: winner.hash === input.import_hash ? 'unchanged' : 'changed' };
    }
    throw error;
  }
  await removeStoredFiles(deps.storage, replaced);
  return result;
}

type Save = (folder: string, file: CheckedFile) => Promise<string>;

/** Rewrites a single task's content and files; returns the storage keys it no longer uses. */
async function replaceTask(trx: Knex.Transaction, id: number, form: TaskForm, checked: TaskFiles, hash: string, save: Save): Promise<(string | null)[]> {
  const current = (await trx('tasks').where({ id }).first('image', 'solution_document')) as { image: string | null; solution_document: string | null };
  const oldAttachments = (await trx('task_attachments').where({ task_id: id }).select('file')) as { file: string }[];
  const folder = `tasks/${id}`;
  await trx('tasks')
    .where({ id })
    .update({
      subject: form.subject,
      type: form.type,
      difficulty: form.difficulty,
      text: sanitizeTaskHtml(form.text),
      question: form.question ? sanitizeTaskHtml(form.question) : null,
      ...answerColumnsOf(form.type, form.answer, form.table_shape),
      image: checked.image ? await save(folder, checked.image) : null,
      solution_document: checked.solution_document ? await save(folder, checked.solution_document) : null,
      import_hash: hash,
      updated_at: new Date(),
    });
  await trx('task_attachments').where({ task_id: id }).delete();
  const attachments = [];
  for (const [position, file] of checked.attachments.entries()) attachments.push({ task_id: id, file: await save(folder, file), name: file.name, position });
  if (attachments.length > 0) await trx('task_attachments').insert(attachments);
  return [current.image, current.solution_document, ...oldAttachments.map((a) => a.file)];
}

/** Rewrites a block's condition, its three questions and its solution; the same ids stay. */
async function replaceBlock(trx: Knex.Transaction, found: Found, form: BlockForm, checked: TaskFiles, hash: string, save: Save): Promise<(string | null)[]> {
  const blockId = found.block_id!;
  const now = new Date();
  const solution = checked.solution_document ? await save(`task-blocks/${blockId}`, checked.solution_document) : null;
  await trx('task_blocks')
    .where({ id: blockId })
    .update({ subject: form.subject, condition: sanitizeTaskHtml(form.condition), difficulty: form.difficulty, solution_document: solution, import_hash: hash, updated_at: now });
  for (const question of form.questions) {
    await trx('tasks')
      .where({ block_id: blockId, type: question.type })
      .update({
        subject: form.subject,
        difficulty: form.difficulty,
        question: sanitizeTaskHtml(question.question),
        ...answerColumnsOf(question.type, question.answer, question.table_shape),
        solution_document: solution,
        updated_at: now,
      });
  }
  return [found.solution_document];
}
