import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { generateBlock } from '@ege/core/generators/generate-block';
import { checkGenerated, generateTask, generatorOf } from '@ege/core/generators/generate-task';
import { generatorIdOf, typeOfGeneratorId } from '@ege/core/generators/generator-id';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import type { Difficulty, GeneratedAnswer } from '@ege/core/generators/task-generator';
import { taskGeneratorInput } from '@ege/core/tasks/authoring/import-task-schemas';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import type { CliIo } from '../cli-io';
import { CliUsageError } from '../errors/cli-errors';
import { findTaskFolders, readTaskFolder } from '../import/read-task-folder';
import { manifestFile, type TaskFolder } from '../import/task-folder';
import { withProgressBar } from '../ui/progress-bar';
import { differencesOf, resolveWithPython, verdictOf } from './compare-generated-folder';
import { generatedBlockUnitOf, generatedUnitOf, type GeneratedUnit } from './generated-unit';
import { refuseVirtualPath } from './virtual-paths';

/** One folder whose task.yaml the checker does not confirm, and why. */
export type CheckProblem = { folder: string; message: string };

/**
 * What `ege generate --check` found: folders checked, folders with no generator (skipped), problems, and
 * notes — edits that kept the task right (a data file whose new answer is task.yaml's, the 'Разбор').
 */
export type CheckReport = { folder: string; checked: number; skipped: number; problems: CheckProblem[]; notes: CheckProblem[] };

/**
 * `ege generate --check`: every task folder under `root` whose task.yaml names a generator is built
 * again from its id, version, seed and difficulty, and the generator's independent checker solves it;
 * its answer must be the manifest's, and the statement and every file must be the ones the generator
 * writes (an edit is reported; edited data files are solved again by the task's Python program).
 * Folders without `generator` are counted and left alone.
 */
export async function checkGeneratedFolder(root: string, io: CliIo): Promise<CheckReport> {
  refuseVirtualPath(root);
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) throw new CliUsageError(`Папка ${root} не найдена`);
  const found = findTaskFolders(root);
  if (found.length === 0) throw new CliUsageError(`В папке ${root} нет ни одного ${manifestFile}: формат описан в docs/task-format.md`);
  const report: CheckReport = { folder: root, checked: 0, skipped: 0, problems: [], notes: [] };
  await withProgressBar(io.stderr, 'Проверка', async (onProgress) => {
    const progress = { done: 0, total: found.length, startedAt: Date.now() };
    for (const entry of found) {
      const { folder, problems } = readTaskFolder(root, entry);
      if (!folder) report.problems.push(...problems.map((p) => ({ folder: entry.path, message: p.message })));
      else if (folder.manifest.generator === undefined) report.skipped += 1;
      else {
        report.checked += 1;
        const verdict = verdictOfFolder(root, folder);
        report.problems.push(...verdict.problems.map((message) => ({ folder: entry.path, message })));
        report.notes.push(...verdict.notes.map((message) => ({ folder: entry.path, message })));
      }
      progress.done += 1;
      onProgress(progress);
      // Let the bar draw between folders: the checkers are synchronous.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return report;
}

/**
 * One generated folder: the answer against the checker's, then the statement and the files against the
 * generator's. When edited data files were solved again, that answer stands instead of the seed's.
 */
function verdictOfFolder(root: string, folder: TaskFolder): { problems: string[]; notes: string[] } {
  const message = disagreementOf(folder.manifest);
  const source = blockSourceOf(folder.manifest) ?? rebuildSourceOf(folder.manifest);
  if (typeof source === 'string') return { problems: message === null ? [] : [message], notes: [] };
  let unit: GeneratedUnit;
  let python = '';
  let kind: GeneratedAnswer['kind'] = 'field';
  if ('block' in source) unit = generatedBlockUnitOf(generateBlock(source.seed, source.difficulty));
  else {
    const task = generateTask(source.type, source.seed, source.difficulty);
    [unit, python, kind] = [generatedUnitOf(task), task.python, task.answer.kind];
  }
  // A block has no data files, so nothing of it is ever solved again by a program.
  const verdict = verdictOf(differencesOf(folder, unit), answerOf(folder.manifest.answer, kind), () => resolveWithPython(join(root, folder.path), python));
  const answerProblems = message === null || verdict.answerRechecked ? [] : [message];
  return { problems: [...answerProblems, ...verdict.problems], notes: verdict.notes };
}

/** A generated 19–21 block (decision 065: question 19's generator) that this program can rebuild, or null. */
function blockSourceOf(manifest: Record<string, unknown>): { block: true; seed: string; difficulty: Difficulty } | string | null {
  if (String(manifest.type ?? '').trim() !== blockKey) return null;
  const parsed = taskGeneratorInput.safeParse(manifest.generator);
  if (!parsed.success || !parsed.data || typeOfGeneratorId(parsed.data.id) !== 19 || !generatorsByType.has(19)) return null;
  if (parsed.data.version !== generatorOf(19).version) return 'версия генератора другая: блок не построить заново';
  const difficulty = Number(manifest.difficulty);
  if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3) return 'difficulty — 1, 2 или 3: без неё задание не построить заново';
  return { block: true, seed: parsed.data.seed, difficulty };
}

/** The generator, seed and difficulty that rebuild the task, or why the task cannot be rebuilt. */
function rebuildSourceOf(manifest: Record<string, unknown>): { type: number; seed: string; difficulty: Difficulty } | string {
  const parsed = taskGeneratorInput.safeParse(manifest.generator);
  if (!parsed.success || !parsed.data) return parsed.error?.issues[0]?.message ?? 'generator — {id, version, seed}';
  const { id, version, seed } = parsed.data;
  const type = typeOfGeneratorId(id)!;
  if (!generatorsByType.has(type)) return `Генератора ${id} нет: проверить задание нечем`;
  if (String(manifest.type ?? '').trim() !== String(type)) return `Генератор ${id} строит задания ${type}, а в task.yaml type: ${String(manifest.type)}`;
  const current = generatorOf(type).version;
  if (version !== current) return `Задание построено версией ${version} генератора ${id}, а у этой программы версия ${current}: перепроверить его нельзя`;
  const difficulty = Number(manifest.difficulty);
  if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3) return 'difficulty — 1, 2 или 3: без неё задание не построить заново';
  return { type, seed, difficulty };
}

/** Why the manifest's answer is not the checker's, or null when they agree. */
export function disagreementOf(manifest: Record<string, unknown>): string | null {
  // A 19–21 block (decision 065): question 19's generator; each question is checked as its own type.
  const parsed = taskGeneratorInput.safeParse(manifest.generator);
  if (String(manifest.type ?? '').trim() === blockKey && parsed.success && parsed.data && typeOfGeneratorId(parsed.data.id) === 19 && generatorsByType.has(19)) {
    return blockDisagreementOf(manifest, parsed.data.version, parsed.data.seed);
  }
  const source = rebuildSourceOf(manifest);
  if (typeof source === 'string') return source;
  const { type, seed, difficulty } = source;
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
