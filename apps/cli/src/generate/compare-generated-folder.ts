import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { sanitizeTaskHtml } from '@ege/core/content/sanitize-task-html';
import { countRu } from '@ege/core/text/plural-ru';
import { attachmentsFolder, workedSolutionOf, type TaskFolder } from '../import/task-folder';
import type { GeneratedUnit } from './generated-unit';

/** What differs between a task folder and the one `ege generate` writes from its seed. */
export type FolderDifferences = {
  /** Why the statement is not the generator's, or null when it is byte for byte. */
  statement: string | null;
  /** Why the 'Разбор' is not the generator's, or null. */
  solution: string | null;
  /** Data files the generator writes that the folder lacks, by path (files/26.txt). */
  missing: string[];
  /** Files in the folder the generator does not write. */
  extra: string[];
  /** Data files present under the generator's names with other bytes: the path and where they differ. */
  changed: { path: string; where: string }[];
};

/** The verdict on one folder: problems fail `--check` (exit 2), notes are edits whose answer was confirmed again. */
export type EditVerdict = { problems: string[]; notes: string[]; answerRechecked: boolean };

/** How long the task's own Python program may take on edited files before it is given up. */
export const resolveTimeoutMs = 120_000;

const bytes = (n: number) => countRu(n, ['байт', 'байта', 'байт']);

/** «…большее 200…» вместо «…большее 84…»: the first place two texts part, with a little context. */
export function firstDifference(written: string, built: string): string {
  let start = 0;
  while (start < written.length && start < built.length && written[start] === built[start]) start++;
  let end = 0;
  while (end < written.length - start && end < built.length - start && written[written.length - 1 - end] === built[built.length - 1 - end]) end++;
  const context = 20;
  const excerpt = (text: string) => {
    const from = Math.max(0, start - context);
    const middle = text.slice(start, text.length - end);
    const shown = middle.length > 60 ? `${middle.slice(0, 60)}…` : middle;
    const after = text.slice(text.length - end, text.length - end + context);
    return `«${from > 0 ? '…' : ''}${text.slice(from, start)}${shown}${after}${text.length - end + context < text.length ? '…' : ''}»`.replace(/\s+/g, ' ');
  };
  return `${excerpt(written)} вместо ${excerpt(built)}`;
}

/** Where a data file differs: the line of a text file, the sizes of a binary one. */
function whereDiffers(written: Buffer, built: Buffer): string {
  const text = !built.includes(0) && !written.includes(0);
  if (text) {
    const limit = Math.min(written.length, built.length);
    let at = 0;
    while (at < limit && written[at] === built[at]) at++;
    const line = built.subarray(0, at).toString('latin1').split('\n').length;
    return `строка ${line}`;
  }
  return written.length === built.length ? `${bytes(built.length)}, содержимое другое` : `${bytes(written.length)} вместо ${built.length}`;
}

/**
 * HTML as the bank stores it (the sanitiser's form): an exported task comes back with `<br />` for the
 * generator's `<br>`, which is the same text. Null when the two are the same text.
 */
function htmlDifference(written: string, built: string): string | null {
  if (written === built) return null;
  const [a, b] = [sanitizeTaskHtml(written).trim(), sanitizeTaskHtml(built).trim()];
  return a === b ? null : firstDifference(a, b);
}

/** A 19–21 block's question texts (task.yaml's questions.N.question) that are not the generator's. */
function questionDifferences(folder: TaskFolder, unit: GeneratedUnit): string[] {
  if (unit.kind !== 'block') return [];
  const questionsOf = (manifest: Record<string, unknown>) => (manifest.questions ?? {}) as Record<string, { question?: unknown } | undefined>;
  const written = questionsOf(folder.manifest);
  return Object.entries(questionsOf(unit.manifest)).flatMap(([type, built]) => {
    const difference = htmlDifference(String(written[type]?.question ?? ''), String(built?.question ?? ''));
    return difference === null ? [] : [`вопрос ${type} в task.yaml изменён после ege generate: ${difference}`];
  });
}

/** The folder against the one its generator writes from the seed (a task's or a 19–21 block's): statement, 'Разбор' and every file. */
export function differencesOf(folder: TaskFolder, unit: GeneratedUnit): FolderDifferences {
  const built = { file: unit.statement.file, html: unit.statement.html };
  const statements: string[] = [];
  const textDifference = folder.statement ? htmlDifference(folder.statement.html, built.html) : null;
  if (!folder.statement) statements.push(`нет условия (${built.file})`);
  else if (textDifference !== null && folder.statement.file !== built.file) statements.push(`условие записано в ${folder.statement.file}, а ege generate пишет ${built.file}: ${textDifference}`);
  else if (textDifference !== null) statements.push(`условие (${built.file}) изменено после ege generate: ${textDifference}`);
  statements.push(...questionDifferences(folder, unit));
  const statement = statements.length === 0 ? null : statements.join('; ');

  const solutionNotes = unit.solutions.flatMap((builtSolution) => {
    const solutionWritten = folder.solutions[workedSolutionOf(folder.kind, builtSolution.file) ?? ''];
    if (!solutionWritten) return [`нет разбора (${builtSolution.file})`];
    return htmlDifference(solutionWritten.html, builtSolution.html) === null ? [] : [`разбор (${solutionWritten.file}) изменён после ege generate`];
  });
  const solution = solutionNotes.length === 0 ? null : solutionNotes.join('; ');

  const builtFiles = new Map(unit.files.map((file) => [file.path, 'content' in file ? file.content : Buffer.alloc(0)]));
  const written = new Map(folder.files.map((file) => [file.field === 'attachments' ? `${attachmentsFolder}/${file.name}` : file.name, file.data]));
  const missing = [...builtFiles.keys()].filter((path) => !written.has(path));
  const extra = [...written.keys()].filter((path) => !builtFiles.has(path));
  const changed = [...builtFiles]
    .filter(([path, content]) => written.has(path) && !written.get(path)!.equals(content))
    .map(([path, content]) => ({ path, where: whereDiffers(written.get(path)!, content) }));
  return { statement, solution, missing, extra, changed };
}

export type Resolved = { rows: string[][] } | { error: string };

/**
 * The task's own Python program (the one its 'Разбор' shows) run on the folder's data files: the way an
 * edited data file is solved again. Synchronous, like the checkers; python3 must be on PATH.
 */
export function resolveWithPython(directory: string, program: string): Resolved {
  const run = spawnSync('python3', ['-'], { cwd: join(directory, attachmentsFolder), input: program, encoding: 'utf8', timeout: resolveTimeoutMs, maxBuffer: 16 * 1024 * 1024 });
  if (run.error) {
    const code = (run.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { error: 'python3 не найден: перерешать задание по изменённым файлам нечем' };
    if (code === 'ETIMEDOUT') return { error: `программа разбора не закончила за ${resolveTimeoutMs / 1000} с` };
    return { error: `программу разбора запустить не удалось (${code ?? run.error.message})` };
  }
  if (run.status !== 0) {
    const last = run.stderr.trim().split('\n').pop() ?? '';
    return { error: `программа разбора на изменённых файлах завершилась с ошибкой${last ? `: ${last}` : ''}` };
  }
  const rows = run.stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((row) => row.some((cell) => cell !== ''));
  return { rows };
}

const formatRows = (rows: string[][]) => rows.map((row) => row.join(' ')).join(' | ') || '(пусто)';

/**
 * What `--check` says about an edited folder. Any difference is an edit (no flag: the generator's bytes
 * are the reference). An edited statement cannot be solved again — the generator builds the task from
 * its seed, not from the text — so it fails. Edited data files are solved again by the task's Python
 * program: the same answer as task.yaml's is a note (the edit kept the task right), another one fails.
 * A missing or an extra file fails. An edited 'Разбор' is a note: the answer does not hang on it.
 */
export function verdictOf(differences: FolderDifferences, writtenAnswer: string[][], resolve: () => Resolved): EditVerdict {
  const problems: string[] = [];
  const notes: string[] = [];
  if (differences.statement) {
    problems.push(`${differences.statement}. Генератор строит задание по seed, а не по тексту: перерешать изменённое условие нельзя, ответ в task.yaml не подтверждён (если правка намеренная и ответ проверен вручную, удалите generator из task.yaml)`);
  }
  for (const path of differences.missing) problems.push(`нет файла ${path}, который пишет ege generate`);
  for (const path of differences.extra) problems.push(`лишний файл ${path}: ege generate его не пишет`);
  let answerRechecked = false;
  if (differences.changed.length > 0) {
    const list = differences.changed.map((file) => `${file.path} (${file.where})`).join(', ');
    const said = `${differences.changed.length === 1 ? 'файл изменён' : 'файлы изменены'} после ege generate: ${list}`;
    if (differences.statement || differences.missing.length > 0) problems.push(`${said}; перерешать нельзя, пока изменено условие или нет файлов`);
    else {
      answerRechecked = true;
      const resolved = resolve();
      if ('error' in resolved) problems.push(`${said}; ${resolved.error}`);
      else if (formatRows(resolved.rows) === formatRows(writtenAnswer)) notes.push(`${said}; программа разбора решила задание заново по этим файлам: ответ ${formatRows(writtenAnswer)}, как в task.yaml`);
      else problems.push(`${said}; программа разбора по этим файлам даёт ${formatRows(resolved.rows)}, а в task.yaml ответ ${formatRows(writtenAnswer)}`);
    }
  }
  if (differences.solution) notes.push(`${differences.solution} (разбор не проверяется)`);
  return { problems, notes, answerRechecked };
}
