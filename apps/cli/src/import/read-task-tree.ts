import { stat } from 'node:fs/promises';
import { CliUsageError } from '../errors/cli-errors';
import { checkTaskFolder, type ValidTask } from './check-task-folder';
import { findTaskFolders, readTaskFolder } from './read-task-folder';
import { manifestFile, pathIn, type TaskProblem } from './task-folder';

/** A tree read and checked: the valid tasks, and the folders with problems (each with every problem). */
export type TaskTree = { root: string; folders: number; valid: ValidTask[]; invalid: { folder: string; problems: TaskProblem[] }[] };

/** Reads every task folder under `root` and checks it; nothing is sent anywhere. */
export async function readTaskTree(root: string): Promise<TaskTree> {
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) throw new CliUsageError(`Папка ${root} не найдена`);
  const found = findTaskFolders(root);
  const paths = found.map((folder) => folder.path);
  if (paths.length === 0) throw new CliUsageError(`В папке ${root} нет ни одного ${manifestFile}: формат описан в docs/task-format.md`);

  const valid: ValidTask[] = [];
  const problemsOf = new Map<string, TaskProblem[]>();
  const addProblems = (folder: string, problems: TaskProblem[]) => {
    if (problems.length > 0) problemsOf.set(folder, [...(problemsOf.get(folder) ?? []), ...problems]);
  };
  const candidates: ValidTask[] = [];
  const keys = new Map<string, string[]>();
  for (const folder of found) {
    const path = folder.path;
    const read = readTaskFolder(root, folder);
    addProblems(path, read.problems);
    if (!read.folder) continue;
    keys.set(read.folder.key, [...(keys.get(read.folder.key) ?? []), path]);
    const checked = await checkTaskFolder(read.folder);
    if (checked.ok) candidates.push(checked.task);
    else addProblems(path, checked.problems);
  }
  // Two folders with one key would be one task: both are reported.
  for (const [key, folders] of keys) {
    if (folders.length < 2) continue;
    for (const folder of folders) {
      const others = folders.filter((f) => f !== folder).join(', ');
      addProblems(folder, [{ folder, file: pathIn(folder, manifestFile), field: 'key', message: `Ключ ${key} повторяется: также в ${others}` }]);
    }
  }
  for (const task of candidates) if (!problemsOf.has(task.folder.path)) valid.push(task);
  const invalid = paths.filter((p) => problemsOf.has(p)).map((folder) => ({ folder, problems: problemsOf.get(folder)! }));
  return { root, folders: paths.length, valid, invalid };
}
