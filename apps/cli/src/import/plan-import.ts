import { maxImportStatusKeys, type ImportedTask, type TaskGeneratorRef } from '@ege/core/tasks/authoring/import-task-schemas';
import type { CliApi } from '../api/cli-api';
import type { ValidTask } from './check-task-folder';

/** What importing a valid folder would do, by its key among the user's tasks. */
export type PlannedAction = 'create' | 'update' | 'unchanged' | 'changed';
export type PlannedTask = ValidTask & { action: PlannedAction; existing: ImportedTask | null };

/**
 * Asks the API (in batches) which task each folder is, as the import finds it (decision 078: by uid,
 * by key, or the same generated task), and compares the hashes; writes nothing.
 */
export async function planImport(api: CliApi, tasks: readonly ValidTask[], update: boolean): Promise<PlannedTask[]> {
  const existing = new Map<string, ImportedTask>();
  for (let start = 0; start < tasks.length; start += maxImportStatusKeys) {
    const probes = tasks.slice(start, start + maxImportStatusKeys).map((task) => ({
      key: task.folder.key,
      ...(task.form.uid ? { uid: task.form.uid } : {}),
      kind: task.folder.kind,
      ...(task.form.generator ? { generator: JSON.parse(task.form.generator) as TaskGeneratorRef } : {}),
      ...(task.form.difficulty ? { difficulty: Number(task.form.difficulty) } : {}),
    }));
    const { tasks: found } = await api.caller.authoring.importStatus({ keys: [], tasks: probes });
    for (const task of found) existing.set(task.key, task);
  }
  return tasks.map((task) => {
    const found = existing.get(task.folder.key) ?? null;
    const same = found !== null && (found.match === 'generator' || found.hash === task.hash || found.export_hash === task.hash);
    const action: PlannedAction = !found ? 'create' : same ? 'unchanged' : update ? 'update' : 'changed';
    return { ...task, action, existing: found };
  });
}
