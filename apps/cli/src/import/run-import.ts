import type { ImportStatus } from '@ege/core/tasks/import-task-schemas';
import type { CliApi } from '../api/cli-api';
import { exitCodes, failureOf } from '../errors/exit-codes';
import type { PlannedTask } from './plan-import';

export type ImportOutcome = { folder: string; key: string; status: ImportStatus | 'failed'; ids: number[]; message?: string | undefined };
export type ImportProgress = { done: number; total: number; startedAt: number };

/**
 * Writes the planned tasks one by one, each in one call (one transaction on the server). What the
 * server refuses for one task (its rules, a key taken by another kind) is that task's outcome; what
 * stops every call (no rights, no connection) stops the import, and a re-run finishes it.
 */
export async function runImport(api: CliApi, planned: readonly PlannedTask[], onProgress?: (progress: ImportProgress) => void): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  const toWrite = planned.filter((task) => task.action === 'create' || task.action === 'update');
  const progress = { done: 0, total: toWrite.length, startedAt: Date.now() };
  onProgress?.(progress);
  for (const task of planned) {
    const { folder, hash, form, files } = task;
    if (task.action === 'unchanged' || task.action === 'changed') {
      outcomes.push({ folder: folder.path, key: folder.key, status: task.action, ids: task.existing?.ids ?? [] });
      continue;
    }
    try {
      // Strings, as a multipart form carries them: the same call goes over HTTP unchanged.
      const input = { ...form, import_key: folder.key, import_hash: hash, update: task.action === 'update' ? 'true' : 'false' };
      const caller = files.size > 0 ? api.withFiles(files) : api.caller;
      const result = await caller.authoring.importTask(input as unknown as Parameters<typeof caller.authoring.importTask>[0]);
      outcomes.push({ folder: folder.path, key: folder.key, status: result.status, ids: result.ids });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.exitCode !== exitCodes.validation && failure.exitCode !== exitCodes.conflict) throw error;
      outcomes.push({ folder: folder.path, key: folder.key, status: 'failed', ids: [], message: [failure.message, ...failure.details].join('; ') });
    }
    progress.done += 1;
    onProgress?.(progress);
  }
  return outcomes;
}
