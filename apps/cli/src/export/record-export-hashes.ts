import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { maxExportHashes } from '@ege/core/tasks/authoring/import-task-schemas';
import type { CliApi } from '../api/cli-api';
import { checkTaskFolder } from '../import/check-task-folder';
import { readTaskFolder } from '../import/read-task-folder';
import type { ExportUnit } from './task-manifest';

/**
 * Reads every written folder back with the import's own reader and checker and records its hash on the
 * task (decision 078): an import of the folder untouched is then 'без изменений', an edited one
 * 'изменено', whether or not the task was ever imported. The server keeps a hash only on a task still
 * as the list gave it. Returns how many tasks took a new hash.
 */
export async function recordExportHashes(api: CliApi, root: string, units: readonly (ExportUnit & { folder: string })[]): Promise<number> {
  const records: { uid: string; hash: string; updated_at: string }[] = [];
  for (const unit of units) {
    if (!unit.identity) continue;
    const read = readTaskFolder(root, { path: unit.folder, entries: readdirSync(join(root, unit.folder), { withFileTypes: true }) });
    // A folder the import would refuse gets no hash: nothing then calls it unchanged.
    const checked = read.folder ? await checkTaskFolder(read.folder) : null;
    if (checked?.ok) records.push({ uid: unit.identity.uid, hash: checked.task.hash, updated_at: unit.identity.updatedAt });
  }
  let recorded = 0;
  for (let start = 0; start < records.length; start += maxExportHashes) {
    recorded += (await api.caller.authoring.recordExport({ tasks: records.slice(start, start + maxExportHashes) })).recorded;
  }
  return recorded;
}
