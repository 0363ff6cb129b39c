import { stat } from 'node:fs/promises';
import { checkGenerated, generatorOf } from '@ege/core/generators/generate-task';
import { generatorIdOf, typeOfGeneratorId } from '@ege/core/generators/generator-id';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import type { GeneratedAnswer } from '@ege/core/generators/task-generator';
import { taskGeneratorInput } from '@ege/core/tasks/authoring/import-task-schemas';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import type { CliIo } from '../cli-io';
import { CliUsageError } from '../errors/cli-errors';
import { findTaskFolders, readTaskFolder } from '../import/read-task-folder';
import { manifestFile } from '../import/task-folder';
import { withProgressBar } from '../ui/progress-bar';

/** One folder whose task.yaml the checker does not confirm, and why. */
export type CheckProblem = { folder: string; message: string };

/** What `ege generate --check` found: folders checked, folders with no generator (skipped), problems. */
export type CheckReport = { folder: string; checked: number; skipped: number; problems: CheckProblem[] };

/**
 * `ege generate --check`: every task folder under `root` whose task.yaml names a generator is built
 * again from its id, version, seed and difficulty, and the generator's independent checker solves it;
 * its answer must be the manifest's. Folders without `generator` are counted and left alone.
 */
export async function checkGeneratedFolder(root: string, io: CliIo): Promise<CheckReport> {
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) throw new CliUsageError(`Папка ${root} не найдена`);
  const found = findTaskFolders(root);
  if (found.length === 0) throw new CliUsageError(`В папке ${root} нет ни одного ${manifestFile}: формат описан в docs/task-format.md`);
  const report: CheckReport = { folder: root, checked: 0, skipped: 0, problems: [] };
  await withProgressBar(io.stderr, 'Проверка', async (onProgress) => {
    const progress = { done: 0, total: found.length, startedAt: Date.now() };
    for (const entry of found) {
      const { folder, problems } = readTaskFolder(root, entry);
      if (!folder) report.problems.push(...problems.map((p) => ({ folder: entry.path, message: p.message })));
      else if (folder.manifest.generator === undefined) report.skipped += 1;
      else {
        report.checked += 1;
        const message = disagreementOf(folder.manifest);
        if (message !== null) report.problems.push({ folder: entry.path, message });
      }
      progress.done += 1;
      onProgress(progress);
      // Let the bar draw between folders: the checkers are synchronous.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return report;
}

/** Why the manifest's answer is not the checker's, or null when they agree. */
export function disagreementOf(manifest: Record<string, unknown>): string | null {
  const parsed = taskGeneratorInput.safeParse(manifest.generator);
  if (!parsed.success || !parsed.data) return parsed.error?.issues[0]?.message ?? 'generator — {id, version, seed}';
  const { id, version, seed } = parsed.data;
  const type = typeOfGeneratorId(id)!;
  if (!generatorsByType.has(type)) return `Генератора ${id} нет: проверить задание нечем`;
  // A 19–21 block (decision 065): question 19's generator; each question is checked as its own type.
  if (String(manifest.type ?? '').trim() === blockKey && type === 19) return blockDisagreementOf(manifest, version, seed);
  if (String(manifest.type ?? '').trim() !== String(type)) return `Генератор ${id} строит задания ${type}, а в task.yaml type: ${String(manifest.type)}`;
  const current = generatorOf(type).version;
  if (version !== current) return `Задание построено версией ${version} генератора ${id}, а у этой программы версия ${current}: перепроверить его нельзя`;
  const difficulty = Number(manifest.difficulty);
  if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3) return 'difficulty — 1, 2 или 3: без неё задание не построить заново';
  const expected = checkGenerated(type, seed, difficulty);
  if (expected === null) return `Проверка не нашла ответа для seed ${seed}`;
  const written = answerOf(manifest.answer, expected.kind);
  const wanted = expected.kind === 'field' ? [[expected.value]] : trimRows(expected.rows);
  if (JSON.stringify(written) === JSON.stringify(wanted)) return null;
  return `в task.yaml ответ ${formatRows(written)}, а независимая проверка даёт ${formatRows(wanted)}`;
}

/** The manifest's answer as rows of cells, in any spelling import takes (a value, YAML rows, "1 2 | 3 4"). */
function answerOf(answer: unknown, kind: GeneratedAnswer['kind']): string[][] {
  if (Array.isArray(answer)) return trimRows(answer.map((row) => (Array.isArray(row) ? row.map((cell) => String(cell ?? '')) : [String(row ?? '')])));
  const text = String(answer ?? '').trim();
  if (kind === 'field') return [[text]];
  return trimRows(text.split('|').map((row) => row.trim().split(/\s+/)));
}

/** Cells trimmed, and the empty rows a table's tail keeps left out. */
function trimRows(rows: readonly (readonly string[])[]): string[][] {
  const trimmed = rows.map((row) => row.map((cell) => cell.trim()));
  while (trimmed.length > 0 && trimmed[trimmed.length - 1]!.every((cell) => cell === '')) trimmed.pop();
  return trimmed;
}

function formatRows(rows: string[][]): string {
  return rows.map((row) => row.join(' ')).join(' | ') || '(пусто)';
}

/** A generated block's questions, each against its own generator's checker: the first disagreement, or null. */
function blockDisagreementOf(manifest: Record<string, unknown>, version: number, seed: string): string | null {
  const questions = (manifest.questions ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const type of [19, 20, 21]) {
    const problem = disagreementOf({ ...questions[String(type)], type, difficulty: manifest.difficulty, generator: { id: generatorIdOf(type), version, seed } });
    if (problem !== null) return `вопрос ${type}: ${problem}`;
  }
  return null;
}
