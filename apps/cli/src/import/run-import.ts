import type { UploadedFile } from '@ege/core/tasks/files/store-task-files';
import { AppError } from '@ege/core/errors/app-error';
import { importFileField, maxImportBatchTasks, type ImportBatchResult, type ImportMatch, type ImportStatus } from '@ege/core/tasks/authoring/import-task-schemas';
import type { CliApi } from '../api/cli-api';
import { exitCodes, failureOf } from '../errors/exit-codes';
import type { TaskProgress } from '../ui/progress-bar';
import { loadTaskFiles } from './load-task-files';
import type { PlannedTask } from './plan-import';

/** A folder's outcome; `match` says how the task it is was found (decision 078): by uid, by key, or the same generated task. */
export type ImportOutcome = {
  folder: string;
  key: string;
  status: ImportStatus | 'failed';
  ids: number[];
  match?: ImportMatch | undefined;
  message?: string | undefined;
  /** An update that corrected an answer: the students it credited (decision 077); with --dry-run, would credit. */
  credited?: number | undefined;
};

/**
 * How much one call carries. The count keeps a batch's transaction short; the text stays well under
 * the server's 1 MB body; the files are what the CLI holds in memory per batch in flight, so a bank
 * of large data files is never held whole. A task larger than a limit goes alone.
 */
export const batchLimits = { tasks: Math.min(100, maxImportBatchTasks), textBytes: 256 * 1024, fileBytes: 16 * 1024 * 1024 };

/**
 * Batches in flight: while the server writes one, the next is loaded and sent; more would only queue
 * for the same database.
 */
export const importConcurrency = 2;

/**
 * Writes the planned tasks in batches (one call each: one transaction on the server, one savepoint a
 * task), two at a time; the outcomes keep the plan's order. What the server refuses for one task (its
 * rules, a key taken by another kind) is that task's outcome; what stops every call (no rights, no
 * connection) stops the import once the calls in flight have ended, and a re-run finishes it. With
 * `dryRun` the server does it all and rolls it back (decision 077: to count the students it would credit).
 */
export async function runImport(
  api: CliApi,
  planned: readonly PlannedTask[],
  onProgress?: (progress: TaskProgress) => void,
  options: { dryRun?: boolean } = {},
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = planned.map(({ folder, action, existing }) => ({
    folder: folder.path,
    key: folder.key,
    status: action === 'unchanged' || action === 'changed' ? action : 'failed',
    ids: existing?.ids ?? [],
    ...(existing?.match ? { match: existing.match } : {}),
  }));
  const toWrite = [...planned.keys()].filter((index) => planned[index]!.action === 'create' || planned[index]!.action === 'update');
  const batches = batchesOf(toWrite.map((index) => planned[index]!)).map((batch) => batch.map((position) => toWrite[position]!));
  const progress = { done: 0, total: toWrite.length, startedAt: Date.now() };
  onProgress?.(progress);
  let next = 0;
  let stopped: { error: unknown } | undefined;

  const worker = async () => {
    while (!stopped && next < batches.length) {
      const batch = batches[next++]!;
      try {
        const written = await writeBatch(api, batch.map((index) => planned[index]!), options.dryRun === true);
        for (const [position, index] of batch.entries()) outcomes[index] = written[position]!;
      } catch (error) {
        stopped ??= { error };
        return;
      }
      progress.done += batch.length;
      onProgress?.(progress);
    }
  };
  await Promise.all(Array.from({ length: importConcurrency }, worker));
  if (stopped) throw stopped.error;
  return outcomes;
}

/** The tasks in their order, cut where a batch would pass a limit: each batch as the tasks' positions. */
export function batchesOf(tasks: readonly Pick<PlannedTask, 'form' | 'files'>[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let text = 0;
  let files = 0;
  for (const [position, task] of tasks.entries()) {
    const taskText = Object.values(task.form).reduce((sum, value) => sum + Buffer.byteLength(value), 0);
    const taskFiles = task.files.reduce((sum, file) => sum + file.size, 0);
    if (current.length > 0 && (current.length >= batchLimits.tasks || text + taskText > batchLimits.textBytes || files + taskFiles > batchLimits.fileBytes)) {
      batches.push(current);
      current = [];
      text = 0;
      files = 0;
    }
    current.push(position);
    text += taskText;
    files += taskFiles;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function writeBatch(api: CliApi, tasks: readonly PlannedTask[], dryRun: boolean): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = tasks.map(({ folder }) => ({ folder: folder.path, key: folder.key, status: 'failed', ids: [] }));
  const sent: number[] = [];
  const inputs: Record<string, string>[] = [];
  const files = new Map<string, UploadedFile[]>();
  for (const [position, task] of tasks.entries()) {
    try {
      const loaded = task.files.length > 0 ? loadTaskFiles(task.files) : new Map<string, UploadedFile[]>();
      for (const [field, list] of loaded) files.set(importFileField(inputs.length, field), [...list]);
    } catch (error) {
      outcomes[position]!.message = messageOf(error);
      continue;
    }
    // Strings, as a multipart form carries them: the same call goes over HTTP unchanged.
    inputs.push({ ...task.form, import_key: task.folder.key, import_hash: task.hash, update: task.action === 'update' ? 'true' : 'false' });
    sent.push(position);
  }
  if (inputs.length === 0) return outcomes;

  let answer: ImportBatchResult;
  try {
    const caller = files.size > 0 ? api.withFiles(files) : api.caller;
    const batch = inputs as unknown as Parameters<typeof caller.authoring.importTasks>[0]['tasks'];
    answer = await caller.authoring.importTasks(dryRun ? { tasks: batch, dry_run: true } : { tasks: batch });
  } catch (error) {
    // The batch as a whole refused (a server of another version): its tasks are failed, the rest go on.
    const message = messageOf(error);
    for (const position of sent) outcomes[position]!.message = message;
    return outcomes;
  }
  for (const [index, result] of answer.tasks.entries()) {
    const outcome = outcomes[sent[index]!]!;
    if (result.status === 'refused') outcome.message = messageOf(new AppError('BAD_REQUEST', result.detail, result.errors ? { fields: result.errors } : {}));
    else Object.assign(outcome, { status: result.status, ids: result.ids }, result.match ? { match: result.match } : {}, result.credited ? { credited: result.credited } : {});
  }
  return outcomes;
}

/** A task's refusal as one line; anything else (no rights, no connection) stops the import. */
function messageOf(error: unknown): string {
  const failure = failureOf(error);
  if (failure.exitCode !== exitCodes.validation && failure.exitCode !== exitCodes.conflict) throw error;
  return [failure.message, ...failure.details].join('; ');
}
