import { maxImportStatusKeys, type ImportedTask } from '@ege/core/tasks/authoring/import-task-schemas';
import type { CliApi } from '../api/cli-api';
import type { ValidTask } from './check-task-folder';

/** What importing a valid folder would do, by its key among the user's tasks. */
export type PlannedAction = 'create' | 'update' | 'unchanged' | 'changed';
export type PlannedTask = ValidTask & { action: PlannedAction; existing: ImportedTask | null };

/** Asks the API which keys exist already (in batches) and compares their hashes; writes nothing. */
export async function planImport(api: CliApi, tasks: readonly ValidTask[], update: boolean): Promise<PlannedTask[]> {
  const existing = new Map<string, ImportedTask>();
  const keys = tasks.map((task) => task.folder.key);
  for (let start = 0; start < keys.length; start += maxImportStatusKeys) {
    const { tasks: found } = await api.caller.authoring.importStatus({ keys: keys.slice(start, start + maxImportStatusKeys) });
    for (const task of found) existing.set(task.key, task);
  }
  return tasks.map((task) => {
    const found = existing.get(task.folder.key) ?? null;
    const action: PlannedAction = !found ? 'create' : found.hash === task.hash ? 'unchanged' : update ? 'update' : 'changed';
    return { ...task, action, existing: found };
  });
}
