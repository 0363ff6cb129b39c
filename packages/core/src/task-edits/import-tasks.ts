import type { Knex } from 'knex';
import { sanitizeSolutionHtml } from '../content/sanitize-solution-html';
import { sanitizeTaskHtml } from '../content/sanitize-task-html';
import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { createSavepointChain, type SavepointChain } from '../db/create-savepoint-chain';
import { isUniqueViolation } from '../db/is-unique-violation';
import { AppError } from '../errors/app-error';
import { blockFilesMessage, questionGeneratorOf, writeNewTask } from '../tasks/authoring/create-task';
import { deferFileSaves } from '../tasks/files/defer-file-saves';
import { generatorColumnsOf } from '../tasks/authoring/insert-task';
import {
  importFileField,
  type ImportBatchResult,
  type ImportedTask,
  type ImportMatch,
  type ImportProbe,
  type ImportRefusal,
  type ImportResult,
  type ImportStatusList,
  type ImportStatusInput,
  type ImportTaskInput,
  type TaskGeneratorRef,
} from '../tasks/authoring/import-task-schemas';
import { answerColumnsOf } from '../tasks/checking/read-task-answer';
import { generatedTaskIndex } from '../tasks/authoring/store-generated-task';
import type { FileStorage } from '../storage/file-storage';
import { checkTaskFiles, removeStoredFiles, saveTaskFile, type CheckedFile, type TaskFiles, type UploadedFile, type UploadedFiles } from '../tasks/files/store-task-files';
import type { BlockForm, TaskForm } from '../tasks/authoring/task-authoring-schemas';
import { taskEditorOf } from '../tasks/authoring/task-editor';
import { lockTaskContents } from '../task-revisions/lock-task-contents';
import { recordTaskRevisions, type RevisionAuthor } from '../task-revisions/record-task-revisions';

export const importNeedsUserMessage = 'Импорт выполняется от имени автора или администратора (--as)';
export const importKindMessage = (key: string) => `Ключ ${key} уже занят заданием другого вида (одиночное задание ↔ блок 19-21)`;

/** Who imports: keys belong to the importing user (an admin's imports are the admin's own); an admin may update any task. */
type Importer = { authorId: number; isAdmin: boolean };

function importerOf(actor: Actor): Importer {
  const editor = taskEditorOf(actor);
  if (editor.userId === null) throw new AppError('BAD_REQUEST', importNeedsUserMessage);
  return { authorId: editor.userId, isAdmin: editor.isAdmin };
}

type Found = ImportedTask & { solution_document: string | null };

type ImportedRow = {
  id: number;
  uid: string;
  author_id: number | null;
  import_key: string | null;
  import_hash: string | null;
  export_hash: string | null;
  solution_document: string | null;
};

const importedColumns = ['id', 'uid', 'author_id', 'import_key', 'import_hash', 'export_hash', 'solution_document'] as const;

/** The question ids of these blocks, each block's in its order. */
async function questionIdsOf(db: Knex, blockIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  if (blockIds.length === 0) return ids;
  const questions = (await db('tasks').whereIn('block_id', blockIds).orderBy(['block_id', 'block_position']).select('id', 'block_id')) as { id: number; block_id: number }[];
  for (const q of questions) ids.set(q.block_id, [...(ids.get(q.block_id) ?? []), q.id]);
  return ids;
}

function foundOf(kind: 'task' | 'block', row: ImportedRow, key: string, questions: Map<number, number[]>, match?: ImportMatch): Found {
  const ids = kind === 'task' ? [row.id] : (questions.get(row.id) ?? []);
  return {
    key,
    uid: row.uid,
    kind,
    id: ids[0] ?? 0,
    ids,
    block_id: kind === 'task' ? null : row.id,
    hash: row.import_hash,
    export_hash: row.export_hash,
    ...(match ? { match } : {}),
    solution_document: row.solution_document,
  };
}

/**
 * The caller's tasks and blocks with these keys; with `lock`, locked for the transaction in the order
 * of their ids, so that two batches of the same keys wait for each other instead of deadlocking.
 */
async function selectImported(db: Knex, authorId: number, keys: readonly string[], lock: boolean): Promise<Found[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const taskQuery = db('tasks').where({ author_id: authorId }).whereNull('block_id').whereIn('import_key', unique).orderBy('id').select(...importedColumns);
  const blockQuery = db('task_blocks').where({ author_id: authorId }).whereIn('import_key', unique).orderBy('id').select(...importedColumns);
  const tasks = (await (lock ? taskQuery.forUpdate() : taskQuery)) as ImportedRow[];
  const blocks = (await (lock ? blockQuery.forUpdate() : blockQuery)) as ImportedRow[];
  const questions = await questionIdsOf(db, blocks.map((b) => b.id));
  return [...tasks.map((t) => foundOf('task', t, t.import_key!, questions)), ...blocks.map((b) => foundOf('block', b, b.import_key!, questions))];
}

/** What the import makes of a folder: the task it is (and how it was found), and whether a new task may take its uid. */
type Matched = { found: Found | null; uidFree: boolean };

/**
 * Finds the task each folder is (decision 078), in this order: the task or block with the folder's uid
 * when the importer may change it (an admin any, an author their own); else the importer's own with
 * the folder's key; else, for a generated task, the same generated task (generator, version, seed,
 * difficulty) already in the bank, whoever holds it. A uid held by a task the importer may not change
 * is not free: the copy the import creates gets a fresh one. With `lock`, the rows found by uid and by
 * key are locked, in the order of their ids.
 */
async function matchImported(db: Knex, importer: Importer, probes: readonly ImportProbe[], lock: boolean): Promise<Matched[]> {
  const matched: Matched[] = probes.map(() => ({ found: null, uidFree: true }));
  const uids = [...new Set(probes.flatMap((probe) => (probe.uid ? [probe.uid] : [])))];
  if (uids.length > 0) {
    // Every task's uid is looked at (a block question's too): a new task may take only a uid no row has.
    const taskQuery = db('tasks').whereIn('uid', uids).orderBy('id').select(...importedColumns, 'block_id');
    const blockQuery = db('task_blocks').whereIn('uid', uids).orderBy('id').select(...importedColumns);
    const tasks = (await (lock ? taskQuery.forUpdate() : taskQuery)) as (ImportedRow & { block_id: number | null })[];
    const blocks = (await (lock ? blockQuery.forUpdate() : blockQuery)) as ImportedRow[];
    const questions = await questionIdsOf(db, blocks.map((b) => b.id));
    const byUid = new Map<string, { kind: 'task' | 'block' | 'question'; row: ImportedRow }>([
      ...tasks.map((row) => [row.uid, { kind: row.block_id === null ? ('task' as const) : ('question' as const), row }] as const),
      ...blocks.map((row) => [row.uid, { kind: 'block' as const, row }] as const),
    ]);
    for (const [index, probe] of probes.entries()) {
      const hit = probe.uid ? byUid.get(probe.uid) : undefined;
      if (!hit) continue;
      matched[index]!.uidFree = false;
      const editable = importer.isAdmin || hit.row.author_id === importer.authorId;
      if (editable && hit.kind === probe.kind) matched[index]!.found = foundOf(probe.kind, hit.row, probe.key, questions, 'uid');
    }
  }
  const byKey = new Map(
    (await selectImported(db, importer.authorId, probes.filter((_, index) => !matched[index]!.found).map((probe) => probe.key), lock)).map((row) => [row.key, row]),
  );
  for (const [index, probe] of probes.entries()) {
    const found = matched[index]!.found ? undefined : byKey.get(probe.key);
    if (found) matched[index]!.found = { ...found, match: 'key' };
  }
  const generated = probes.flatMap((probe, index) => (!matched[index]!.found && probe.generator && probe.difficulty !== undefined ? [index] : []));
  if (generated.length > 0) {
    const tuples = generated.map((index) => {
      const { generator, difficulty } = probes[index]!;
      return [generator!.id, generator!.version, generator!.seed, difficulty!];
    });
    const rows = (await db('tasks')
      .whereIn(['generator', 'generator_version', 'generator_seed', 'difficulty'], tuples)
      .select(...importedColumns, 'block_id', 'generator', 'generator_version', 'generator_seed', 'difficulty')) as (ImportedRow & {
      block_id: number | null;
      generator: string;
      generator_version: number;
      generator_seed: string;
      difficulty: number;
    })[];
    const blockIds = [...new Set(rows.flatMap((row) => (row.block_id === null ? [] : [row.block_id])))];
    const blocks = blockIds.length === 0 ? [] : ((await db('task_blocks').whereIn('id', blockIds).select(...importedColumns)) as ImportedRow[]);
    const questions = await questionIdsOf(db, blockIds);
    for (const index of generated) {
      const probe = probes[index]!;
      const row = rows.find(
        (r) => r.generator === probe.generator!.id && r.generator_version === probe.generator!.version && r.generator_seed === probe.generator!.seed && r.difficulty === probe.difficulty,
      );
      const block = row?.block_id == null ? undefined : blocks.find((b) => b.id === row.block_id);
      if (row && probe.kind === 'task' && row.block_id === null) matched[index]!.found = foundOf('task', row, probe.key, questions, 'generator');
      else if (block && probe.kind === 'block') matched[index]!.found = foundOf('block', block, probe.key, questions, 'generator');
    }
  }
  return matched;
}

/** The folder of an import's task as matchImported looks it up. */
function probeOf(task: ImportTaskInput): ImportProbe {
  return {
    key: task.import_key,
    ...(task.uid ? { uid: task.uid } : {}),
    kind: task.form.kind,
    ...(task.generator ? { generator: task.generator } : {}),
    difficulty: task.form.difficulty,
  };
}

/** The folder's content is the task's: the hash it was imported with, or the hash of the folder an export wrote for it. */
function sameContent(found: Found, hash: string): boolean {
  return found.hash === hash || found.export_hash === hash;
}

const publicOf = ({ solution_document: _solution, ...found }: Found): ImportedTask => found;

/**
 * The caller's imported tasks among these keys: key, ids and the content hashes stored with them; for
 * `tasks`, the task each folder is as the import would find it (by uid, key or generator), under the folder's key.
 */
export async function getImportStatus(deps: CoreDeps, actor: Actor, input: ImportStatusInput): Promise<ImportStatusList> {
  const importer = importerOf(actor);
  const byKey = await selectImported(deps.db, importer.authorId, input.keys, false);
  const probed = input.tasks ? (await matchImported(deps.db, importer, input.tasks, false)).flatMap((m) => (m.found ? [m.found] : [])) : [];
  return { tasks: [...byKey, ...probed].map(publicOf) };
}

/**
 * Writes a batch of imported tasks in one transaction, each in its own savepoint: a task is created,
 * reported unchanged (same hash) or changed, or with `update` gets the new content in place (same ids,
 * so attempts and comments stay). A task the rules refuse (its files, a key of another kind) is
 * refused alone; the rest of the batch is written. Its files are "<index>.<field>" (importFileField).
 * A concurrent import of the same key loses on the unique index and reports the one that won.
 * An update is an edit like the web's: a revision, and a corrected answer re-scores the task's attempts
 * (decision 077); `credited` counts the students it paid. With `dryRun` everything is done and then
 * rolled back, files never stored: the results say what the import would do, credits included.
 */
export async function importTasks(
  deps: CoreDeps,
  actor: Actor,
  tasks: readonly ImportTaskInput[],
  files: UploadedFiles = new Map(),
  options: { dryRun?: boolean } = {},
): Promise<ImportBatchResult> {
  const importer = importerOf(actor);
  const revision: RevisionAuthor = { userId: importer.authorId, source: 'import', now: deps.clock.now() };
  // Files are checked by content before the transaction, so that it holds its locks only for the writes.
  const checked = await Promise.all(tasks.map((task, index) => checkImportFiles(task, filesOfTask(files, index, tasks.length))));
  const saved: string[] = [];
  const replaced: (string | null)[] = [];
  let results: ImportBatchResult['tasks'] | undefined;
  const deferred = deferFileSaves(deps.storage);
  try {
    results = await deps.db.transaction(async (trx) => {
      const matched = await matchImported(trx, importer, tasks.map(probeOf), true);
      const savepoints = createSavepointChain(trx, 'import_task');
      const written: ImportBatchResult['tasks'] = [];
      for (const [index, task] of tasks.entries()) {
        const files = checked[index]!;
        if (files instanceof AppError) written.push(refusalOf(task.import_key, files));
        else {
          const { found, uidFree } = matched[index]!;
          written.push(
            await importOne({ trx, savepoints, storage: deferred.storage, importer, task, files, existing: found, uid: uidFree ? task.uid : null, saved, replaced, revision }),
          );
        }
      }
      if (options.dryRun) throw new DryRunDone(written);
      await deferred.flush();
      return written;
    });
  } catch (error) {
    // A dry run stored no file (the saves wait for a flush that never came) and replaced none.
    if (error instanceof DryRunDone) return { tasks: error.results };
    await removeStoredFiles(deps.storage, saved);
    throw error;
  }
  await removeStoredFiles(deps.storage, replaced);
  return { tasks: results };
}

/** Rolls a dry run's transaction back with what it would have written. */
class DryRunDone extends Error {
  constructor(readonly results: ImportBatchResult['tasks']) {
    super('dry run');
  }
}

/** The single call: a batch of one, whose refusal is the call's error. */
export async function importTask(deps: CoreDeps, actor: Actor, input: ImportTaskInput, files: UploadedFiles = new Map()): Promise<ImportResult> {
  const batchFiles = new Map([...files].map(([field, list]) => [importFileField(0, field), list]));
  const [result] = (await importTasks(deps, actor, [input], batchFiles)).tasks;
  if (result!.status === 'refused') throw refusedError(result!);
  return result!;
}

type ImportOne = {
  trx: Knex.Transaction;
  savepoints: SavepointChain;
  storage: FileStorage;
  importer: Importer;
  task: ImportTaskInput;
  files: TaskFiles;
  existing: Found | null;
  /** The uid a created task takes: the folder's when no task has it, else none (a fresh one). */
  uid: string | null;
  saved: string[];
  replaced: (string | null)[];
  revision: RevisionAuthor;
};

async function importOne({ trx, savepoints, storage, importer, task, files, existing, uid, saved, replaced, revision }: ImportOne): Promise<ImportBatchResult['tasks'][number]> {
  const key = task.import_key;
  // The same generated task is in the bank already: one seed is stored once (decision 040), nothing to write.
  if (existing?.match === 'generator') return { ...publicOf(existing), status: 'unchanged' };
  if (existing && sameContent(existing, task.import_hash)) return { ...publicOf(existing), status: 'unchanged' };
  if (existing && !task.update) return { ...publicOf(existing), status: 'changed' };
  if (existing && existing.kind !== task.form.kind) return refusalOf(key, kindConflict(key));
  const mine: string[] = [];
  const mineReplaced: (string | null)[] = [];
  const save = async (folder: string, file: CheckedFile) => {
    const stored = await saveTaskFile(storage, folder, file);
    mine.push(stored);
    return stored;
  };
  try {
    const result = await savepoints.run(async (): Promise<ImportResult> => {
      if (!existing) {
        const created = await writeNewTask(trx, storage, mine, task.form, files, importer.authorId, { import_key: key, import_hash: task.import_hash, generator: task.generator, uid });
        const stored = (created.block_id === null ? await trx('tasks').where({ id: created.ids[0]! }).first('uid') : await trx('task_blocks').where({ id: created.block_id }).first('uid'))!;
        return { key, uid: stored.uid, kind: task.form.kind, id: created.ids[0]!, ids: created.ids, block_id: created.block_id, hash: task.import_hash, export_hash: null, status: 'created' };
      }
      const rewritten =
        task.form.kind === 'task'
          ? await replaceTask(trx, existing.id, task, files, save, revision)
          : await replaceBlock(trx, existing, task.form, files, task.import_hash, save, task.generator, revision);
      mineReplaced.push(...rewritten.unused);
      return { ...publicOf(existing), hash: task.import_hash, export_hash: null, status: 'updated', credited: rewritten.credited };
    });
    saved.push(...mine);
    replaced.push(...mineReplaced);
    return result;
  } catch (error) {
    await removeStoredFiles(storage, mine);
    if (isUniqueViolation(error)) {
      // A concurrent import wrote the same key, uid or generated task first: this folder is that task now.
      const winner = (await matchImported(trx, importer, [probeOf(task)], false))[0]!.found;
      if (winner) return { ...publicOf(winner), status: winner.match === 'generator' || sameContent(winner, task.import_hash) ? 'unchanged' : 'changed' };
      if (task.generator && isUniqueViolation(error, generatedTaskIndex)) return refusalOf(key, await generatedTaskTaken(trx, task));
    }
    if (error instanceof AppError && error.status < 500) return refusalOf(key, error);
    throw error;
  }
}

/** A task's files checked by content, or the reason they are refused (the task's, not the batch's). */
async function checkImportFiles(task: ImportTaskInput, files: UploadedFiles): Promise<TaskFiles | AppError> {
  try {
    const checked = await checkTaskFiles(files);
    if (task.form.kind === 'block' && (checked.image || checked.attachments.length > 0)) {
      return new AppError('BAD_REQUEST', blockFilesMessage, { fields: { [checked.image ? 'image' : 'attachments']: [blockFilesMessage] } });
    }
    return checked;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** The files of the batch's task at `index`, under the upload's own field names; a file of no task is refused. */
function filesOfTask(files: UploadedFiles, index: number, count: number): UploadedFiles {
  const own = new Map<string, readonly UploadedFile[]>();
  for (const [field, list] of files) {
    const match = /^(\d+)\.(.+)$/.exec(field);
    const owner = match ? Number(match[1]) : NaN;
    if (!(owner >= 0 && owner < count)) throw new AppError('BAD_REQUEST', strayFileMessage(field), { fields: { [field]: [strayFileMessage(field)] } });
    if (owner === index) own.set(match![2]!, list);
  }
  return own;
}

export const strayFileMessage = (field: string) => `Файл ${field} не относится ни к одному заданию пакета (поле — номер задания и имя: 0.image, 3.attachments)`;

const kindConflict = (key: string) => new AppError('CONFLICT', importKindMessage(key), { fields: { import_key: [importKindMessage(key)] } });

function refusalOf(key: string, error: AppError): ImportRefusal {
  return error.fields ? { key, status: 'refused', detail: error.message, errors: error.fields } : { key, status: 'refused', detail: error.message };
}

function refusedError(refusal: ImportRefusal): AppError {
  const code = refusal.detail === importKindMessage(refusal.key) ? 'CONFLICT' : 'BAD_REQUEST';
  return new AppError(code, refusal.detail, refusal.errors ? { fields: refusal.errors } : {});
}

type Save = (folder: string, file: CheckedFile) => Promise<string>;

export const generatedTaskTakenMessage = (generator: TaskGeneratorRef, id: number | null) =>
  `Задание генератора ${generator.id} (версия ${generator.version}, seed ${generator.seed}) этой сложности уже есть в банке${id === null ? '' : `: № ${id}`}`;

/** The task that holds the same generated task already (decision 040: one seed is stored once). */
async function generatedTaskTaken(trx: Knex.Transaction, task: ImportTaskInput): Promise<AppError> {
  const generator = task.generator!;
  const found = await trx('tasks')
    .where({ generator: generator.id, generator_version: generator.version, generator_seed: generator.seed, difficulty: task.form.difficulty })
    .first('id');
  const message = generatedTaskTakenMessage(generator, found?.id ?? null);
  return new AppError('CONFLICT', message, { fields: { generator: [message] } });
}

/** What a replacement leaves: the storage keys it no longer uses, and the students a corrected answer credited. */
type Rewritten = { unused: (string | null)[]; credited: number };

const sumOf = (counts: Map<number, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

/** Rewrites a single task's content and files, with its revision (decision 077). */
async function replaceTask(trx: Knex.Transaction, id: number, task: ImportTaskInput, checked: TaskFiles, save: Save, revision: RevisionAuthor): Promise<Rewritten> {
  const form = task.form as TaskForm;
  const hash = task.import_hash;
  const before = await lockTaskContents(trx, [id], null);
  const current = (await trx('tasks').where({ id }).first('image', 'solution_document'))!;
  const oldAttachments = await trx('task_attachments').where({ task_id: id }).select('file');
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
      solution: sanitizeSolutionHtml(form.solution),
      image: checked.image ? await save(folder, checked.image) : null,
      solution_document: checked.solution_document ? await save(folder, checked.solution_document) : null,
      import_hash: hash,
      export_hash: null,
      ...generatorColumnsOf(task.generator),
      updated_at: new Date(),
    });
  await trx('task_attachments').where({ task_id: id }).delete();
  const attachments = [];
  for (const [position, file] of checked.attachments.entries()) attachments.push({ task_id: id, file: await save(folder, file), name: file.name, position });
  if (attachments.length > 0) await trx('task_attachments').insert(attachments);
  const credited = sumOf(await recordTaskRevisions(trx, before, revision));
  return { unused: [current.image, current.solution_document, ...oldAttachments.map((a) => a.file)], credited };
}

/** Rewrites a block's condition, its three questions and its solution; the same ids stay. A revision a question. */
async function replaceBlock(
  trx: Knex.Transaction,
  found: Found,
  form: BlockForm,
  checked: TaskFiles,
  hash: string,
  save: Save,
  generator: TaskGeneratorRef | null,
  revision: RevisionAuthor,
): Promise<Rewritten> {
  const blockId = found.block_id!;
  const now = new Date();
  const before = await lockTaskContents(trx, found.ids, blockId);
  const solution = checked.solution_document ? await save(`task-blocks/${blockId}`, checked.solution_document) : null;
  await trx('task_blocks')
    .where({ id: blockId })
    .update({ subject: form.subject, condition: sanitizeTaskHtml(form.condition), difficulty: form.difficulty, solution_document: solution, import_hash: hash, export_hash: null, updated_at: now });
  for (const question of form.questions) {
    await trx('tasks')
      .where({ block_id: blockId, type: question.type })
      .update({
        subject: form.subject,
        difficulty: form.difficulty,
        question: sanitizeTaskHtml(question.question),
        ...answerColumnsOf(question.type, question.answer, question.table_shape),
        solution: sanitizeSolutionHtml(question.solution),
        solution_document: solution,
        ...generatorColumnsOf(questionGeneratorOf(generator, question.type)),
        updated_at: now,
      });
  }
  const credited = sumOf(await recordTaskRevisions(trx, before, revision));
  return { unused: [found.solution_document], credited };
}
