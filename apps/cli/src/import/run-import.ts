import type { ImportStatus } from '@ege/core/tasks/import-task-schemas';
import type { CliApi } from '../api/cli-api';
import { exitCodes, failureOf } from '../errors/exit-codes';
import type { TaskProgress } from '../ui/progress-bar';
import { loadTaskFiles } from './load-task-files';
import type { PlannedTask } from './plan-import';

export type ImportOutcome = { folder: string; key: string; status: ImportStatus | 'failed'; ids: number[]; message?: string | undefined };

/**
 * Tasks written at once. Each waits mostly on its transaction's round trips and commit, so a few in
 * flight keep the database busy; more only queue for connections.
 */
export const importConcurrency = 4;

/**
 * Writes the planned tasks, each in one call (one transaction on the server), a few at a time; the
 * outcomes keep the plan's order. What the server refuses for one task (its rules, a key taken by
 * another kind) is that task's outcome; what stops every call (no rights, no connection) stops the
 * import once the calls in flight have ended, and a re-run finishes it.
 */
export async function runImport(api: CliApi, planned: readonly PlannedTask[], onProgress?: (progress: TaskProgress) => void): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = new Array<ImportOutcome>(planned.length);
  const toWrite = planned.filter((task) => task.action === 'create' || task.action === 'update');
  const progress = { done: 0, total: toWrite.length, startedAt: Date.now() };
  onProgress?.(progress);
  let next = 0;
  let stopped: { error: unknown } | undefined;

  const worker = async () => {
    while (!stopped && next < planned.length) {
      const index = next++;
      const task = planned[index]!;
      try {
        outcomes[index] = await writeTask(api, task);
      } catch (error) {
        stopped ??= { error };
        return;
      }
      if (task.action === 'create' || task.action === 'update') {
        progress.done += 1;
        onProgress?.(progress);
      }
    }
  };
  await Promise.all(Array.from({ length: importConcurrency }, worker));
  if (stopped) throw stopped.error;
  return outcomes;
}

async function writeTask(api: CliApi, task: PlannedTask): Promise<ImportOutcome> {
  const { folder, hash, form, files } = task;
  if (task.action === 'unchanged' || task.action === 'changed') {
    return { folder: folder.path, key: folder.key, status: task.action, ids: task.existing?.ids ?? [] };
  }
  try {
    // Strings, as a multipart form carries them: the same call goes over HTTP unchanged.
    const input = { ...form, import_key: folder.key, import_hash: hash, update: task.action === 'update' ? 'true' : 'false' };
    const caller = files.length > 0 ? api.withFiles(await loadTaskFiles(files)) : api.caller;
    const result = await caller.authoring.importTask(input as unknown as Parameters<typeof caller.authoring.importTask>[0]);
    return { folder: folder.path, key: folder.key, status: result.status, ids: result.ids };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.exitCode !== exitCodes.validation && failure.exitCode !== exitCodes.conflict) throw error;
    return { folder: folder.path, key: folder.key, status: 'failed', ids: [], message: [failure.message, ...failure.details].join('; ') };
  }
}
