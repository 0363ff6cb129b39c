import { randomBytes } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { generateBlock, isBlockType } from '@ege/core/generators/generate-block';
import { generateCheckedTask } from '@ege/core/generators/generate-checked-task';
import type { Difficulty } from '@ege/core/generators/task-generator';
import type { CliIo } from '../cli-io';
import { CliUsageError } from '../errors/cli-errors';
import { writeUnits } from '../export/write-export';
import { withProgressBar, type TaskProgress } from '../ui/progress-bar';
import type { GenerateOptions } from './generate-options';
import { generatedBlockUnitOf, generatedUnitOf } from './generated-unit';
import { refuseVirtualPath } from './virtual-paths';

/** What `ege generate` wrote: enough to write the same folder again (type, seed, difficulty, count). */
export type GenerateReport = {
  folder: string;
  type: number;
  count: number;
  seed: string;
  /** The one asked for, or null: 1, 2, 3 in turn. */
  difficulty: Difficulty | null;
  files: number;
  bytes: number;
};

const difficulties: readonly Difficulty[] = [1, 2, 3];
/** The bar is redrawn at most this often: a fast generator writes thousands of tasks a second. */
const redrawMs = 100;

export const folderNotEmptyMessage = (folder: string) => `Папка ${folder} не пуста: ege generate пишет только в пустую или новую папку`;

/** The i-th task's seed (from 1): the same --seed writes the same folder byte for byte. */
export const taskSeed = (seed: string, index: number) => `${seed}-${index}`;

/**
 * `ege generate`: `count` tasks of a type, each solved by its generator and again by the independent
 * checker before it is written (a disagreement or 1,000 degenerate draws stop the run: nothing wrong is
 * written), as task folders of docs/task-format.md under `folder`, which must be new or empty. Types
 * 19, 20 and 21 write block folders (19-21/…), each holding all three questions.
 */
export async function generateTasks(options: GenerateOptions & { folder: string }, io: CliIo): Promise<GenerateReport> {
  await prepareFolder(options.folder);
  const seed = options.seed ?? randomBytes(4).toString('hex');
  const report: GenerateReport = { folder: options.folder, type: options.type, count: 0, seed, difficulty: options.difficulty ?? null, files: 0, bytes: 0 };
  await withProgressBar(io.stderr, 'Генерация', async (onProgress) => {
    const progress: TaskProgress = { done: 0, total: options.count, startedAt: Date.now() };
    let drawnAt = 0;
    onProgress(progress);
    for (let index = 1; index <= options.count; index++) {
      const difficulty = options.difficulty ?? difficulties[(index - 1) % difficulties.length]!;
      // 19, 20 or 21: the whole block of the seed's game, each answer checked again (decision 065).
      const unit = isBlockType(options.type)
        ? generatedBlockUnitOf(generateBlock(taskSeed(seed, index), difficulty))
        : generatedUnitOf(generateCheckedTask(options.type, taskSeed(seed, index), difficulty));
      const { bytes } = await writeUnits({}, options.folder, [unit]);
      report.count = index;
      report.files += unit.files.length;
      report.bytes += bytes;
      progress.done = index;
      if (Date.now() - drawnAt >= redrawMs || index === options.count) {
        drawnAt = Date.now();
        onProgress(progress);
      }
    }
  });
  return report;
}

async function prepareFolder(folder: string): Promise<void> {
  refuseVirtualPath(folder);
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new CliUsageError(`${folder} — файл, а не папка`);
    throw error;
  });
  if (entries.length > 0) throw new CliUsageError(folderNotEmptyMessage(folder));
  await mkdir(folder, { recursive: true });
}
