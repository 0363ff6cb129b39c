import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CliApi } from '../api/cli-api';
import { CliUsageError } from '../errors/cli-errors';
import type { TaskProgress } from '../ui/progress-bar';
import { manifestFile } from '../import/task-folder';
import { folderNameOf, manifestYaml, uniqueName, type ExportUnit } from './task-manifest';

export type ExportedUnit = { folder: string; key: string; kind: 'task' | 'block'; ids: number[]; files: number };

/** The target must be empty (or new): an export over another tree would mix with it. --force writes into it. */
export async function prepareTarget(folder: string, force: boolean): Promise<void> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new CliUsageError(`${folder} — файл, а не папка`);
    throw error;
  });
  if (entries.length > 0 && !force) throw new CliUsageError(`Папка ${folder} не пуста: укажите пустую или новую папку (или --force — записать поверх)`);
  await mkdir(folder, { recursive: true });
}

/** Each unit's folder: <type>/<key made safe>, unique in its type's folder (assigned in key order, so stable). */
export function placeUnits(units: readonly ExportUnit[]): (ExportUnit & { folder: string })[] {
  const taken = new Map<string, Set<string>>();
  return [...units]
    .sort((a, b) => (a.typeFolder < b.typeFolder ? -1 : a.typeFolder > b.typeFolder ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((unit) => {
      const names = taken.get(unit.typeFolder) ?? new Set<string>();
      taken.set(unit.typeFolder, names);
      const name = uniqueName(folderNameOf(unit.key, `task-${unit.ids[0]}`), names);
      return { ...unit, folder: `${unit.typeFolder}/${name}` };
    });
}

/**
 * Writes every unit's folder: task.yaml, the statement and the files (fetched through the API, or given). A
 * unit's folder is written afresh (with --force an old one of the same name is replaced whole).
 */
export async function writeUnits(
  api: Partial<Pick<CliApi, 'fetchFile'>>,
  root: string,
  units: readonly (ExportUnit & { folder: string })[],
  onProgress?: (progress: TaskProgress) => void,
): Promise<{ exported: ExportedUnit[]; bytes: number }> {
  const fetchFile = api.fetchFile;
  if (!fetchFile && units.some((unit) => unit.files.some((file) => 'url' in file))) throw new CliUsageError('В этом режиме файлы заданий скачать нельзя');
  const progress = { done: 0, total: units.length, startedAt: Date.now() };
  onProgress?.(progress);
  const exported: ExportedUnit[] = [];
  let bytes = 0;
  for (const unit of units) {
    const directory = join(root, unit.folder);
    await rm(directory, { recursive: true, force: true });
    await mkdir(directory, { recursive: true });
    const manifest = manifestYaml(unit.manifest);
    await writeFile(join(directory, manifestFile), manifest);
    await writeFile(join(directory, unit.statement.file), unit.statement.html);
    bytes += Buffer.byteLength(manifest) + Buffer.byteLength(unit.statement.html);
    for (const solution of unit.solutions) {
      await writeFile(join(directory, solution.file), solution.html);
      bytes += Buffer.byteLength(solution.html);
    }
    const contents = await Promise.all(unit.files.map((file) => ('content' in file ? file.content : fetchFile!(file.url))));
    for (const [index, file] of unit.files.entries()) {
      await mkdir(join(directory, file.path, '..'), { recursive: true });
      await writeFile(join(directory, file.path), contents[index]!);
      bytes += contents[index]!.length;
    }
    exported.push({ folder: unit.folder, key: unit.key, kind: unit.kind, ids: unit.ids, files: unit.files.length });
    progress.done += 1;
    onProgress?.(progress);
  }
  return { exported, bytes };
}
