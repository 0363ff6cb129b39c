import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileTooLargeMessage, maxUploadBytes } from '@ege/core/storage/check-image';
import { maxAttachments, tooManyAttachmentsMessage } from '@ege/core/tasks/files/store-task-files';
import { Marked } from 'marked';
import { parseDocument } from 'yaml';
import {
  attachmentsFolder,
  imagePrefix,
  manifestFile,
  pathIn,
  solutionPrefix,
  statementFiles,
  workedSolutionOf,
  type TaskFile,
  type TaskFolder,
  type TaskProblem,
} from './task-folder';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

const markdown = new Marked({ gfm: true, async: false });

/** Markdown (CommonMark with tables) as HTML; the server sanitises it like the editor's. */
export function markdownToHtml(text: string): string {
  return markdown.parse(text, { async: false });
}

/**
 * A manifest's `question`: HTML when it starts with a tag (as `ege export` writes it), else Markdown —
 * one line inline, several lines as paragraphs.
 */
export function questionToHtml(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) return trimmed;
  return trimmed.includes('\n') ? markdownToHtml(trimmed) : markdown.parseInline(trimmed, { async: false });
}

export const maxManifestBytes = 1024 * 1024;
export const manifestTooLargeMessage = 'task.yaml больше 1 МБ: в манифесте — только поля задания, текст — в text.md';
const maxManifestAliases = 100;
export const aliasBombMessage = 'Ошибка YAML: слишком много ссылок на якоря (*имя на &имя), файл разрастается без меры';
export const symlinkMessage = 'Символьная ссылка не принимается: положите в папку задания сам файл (или саму папку)';
const notAFileMessage = 'Не файл и не папка: в папке задания — только файлы и папка files/';

export type ReadFolder = { folder: TaskFolder | null; problems: TaskProblem[] };

/** A task folder as the walk found it: its path under the root and what it holds, read once. */
export type FoundFolder = { path: string; entries: Dirent[] };

/**
 * Every folder under `root` that holds a task.yaml, as paths relative to it, in a stable order. The
 * tree is read with the synchronous calls: a bank is thousands of tiny files, and each asynchronous
 * call costs a trip through the thread pool several times the read itself.
 */
export function findTaskFolders(root: string): FoundFolder[] {
  const found: FoundFolder[] = [];
  const walk = (relative: string): void => {
    const entries = readdirSync(join(root, relative), { withFileTypes: true });
    if (entries.some((e) => e.isFile() && e.name === manifestFile)) {
      found.push({ path: relative === '' ? '.' : relative, entries });
      return;
    }
    const folders = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules').map((e) => e.name);
    for (const name of folders.sort()) walk(relative === '' ? name : `${relative}/${name}`);
  };
  walk('');
  return found;
}

/**
 * Reads one task folder: the manifest, the statement and the files by their names. Every problem of
 * the layout is collected (not thrown); the fields and the files' content are checked later.
 */
export function readTaskFolder(root: string, { path, entries }: FoundFolder): ReadFolder {
  const problems: TaskProblem[] = [];
  const problem = (message: string, file?: string, field?: string) => problems.push({ folder: path, file, field, message });
  const directory = join(root, path);

  const manifestPath = pathIn(path, manifestFile);
  if (statSync(join(directory, manifestFile)).size > maxManifestBytes) {
    problem(manifestTooLargeMessage, manifestPath);
    return { folder: null, problems };
  }
  const source = readFileSync(join(directory, manifestFile), 'utf8');
  const document = parseDocument(source, { schema: 'failsafe', prettyErrors: false });
  if (document.errors.length > 0) {
    for (const error of document.errors) problem(`Ошибка YAML: ${error.message.split('\n')[0]}`, manifestPath);
    return { folder: null, problems };
  }
  let parsed: unknown;
  try {
    // Aliases that expand into each other ("billion laughs") stop here instead of filling the memory.
    parsed = document.toJS({ maxAliasCount: maxManifestAliases });
  } catch {
    problem(aliasBombMessage, manifestPath);
    return { folder: null, problems };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problem('task.yaml — словарь полей (type: …, difficulty: …)', manifestPath);
    return { folder: null, problems };
  }
  const manifest = parsed as Record<string, unknown>;
  const kind = String(manifest.type ?? '').trim() === blockKey ? 'block' : 'task';

  const files: TaskFile[] = [];
  let statement: TaskFolder['statement'] = null;
  const solutions: TaskFolder['solutions'] = {};
  const statementNames: readonly string[] = statementFiles[kind];
  const otherStatementNames: readonly string[] = statementFiles[kind === 'task' ? 'block' : 'task'];
  const fileOf = (name: string, field: TaskFile['field'], relativeName: string): TaskFile | null => {
    const fullPath = join(directory, relativeName);
    if (statSync(fullPath).size > maxUploadBytes) {
      problem(fileTooLargeMessage, pathIn(path, relativeName));
      return null;
    }
    return { field, name, path: pathIn(path, relativeName), source: fullPath, data: readFileSync(fullPath) };
  };

  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = entry.name;
    if (name.startsWith('.') || name === manifestFile) continue;
    const filePath = pathIn(path, name);
    if (entry.isSymbolicLink()) {
      problem(symlinkMessage, filePath);
      continue;
    }
    if (entry.isDirectory()) {
      if (name === attachmentsFolder) continue;
      problem(`Лишняя папка внутри задания (вложения — в папке ${attachmentsFolder}/, вложенные задания — рядом, а не внутри)`, filePath);
      continue;
    }
    if (!entry.isFile()) {
      problem(notAFileMessage, filePath);
      continue;
    }
    if (statementNames.includes(name)) {
      if (statement) {
        problem(`Текст задан дважды: ${statement.file} и ${name} — оставьте один`, filePath);
        continue;
      }
      if (statSync(join(directory, name)).size > maxUploadBytes) {
        problem(fileTooLargeMessage, filePath);
        continue;
      }
      const text = readFileSync(join(directory, name), 'utf8');
      statement = { file: name, html: name.endsWith('.md') ? markdownToHtml(text) : text };
    } else if (workedSolutionOf(kind, name) !== null) {
      const question = workedSolutionOf(kind, name)!;
      const earlier = solutions[question];
      if (earlier) problem(`Разбор задан дважды: ${earlier.file} и ${name} — оставьте один`, filePath);
      else if (statSync(join(directory, name)).size > maxUploadBytes) problem(fileTooLargeMessage, filePath);
      else {
        const text = readFileSync(join(directory, name), 'utf8');
        solutions[question] = { file: name, html: name.endsWith('.md') ? markdownToHtml(text) : text };
      }
    } else if (workedSolutionOf(kind === 'task' ? 'block' : 'task', name) !== null) {
      problem(kind === 'block' ? 'У блока 19-21 разбор — у каждого вопроса свой: solution-19.md, solution-20.md, solution-21.md (или .html)' : 'У задания разбор — solution.md или solution.html (solution-19.* — у блока 19-21)', filePath);
    } else if (otherStatementNames.includes(name)) {
      problem(kind === 'block' ? 'У блока 19-21 условие — condition.md или condition.html' : 'У задания текст — text.md или text.html (condition.* — у блока 19-21)', filePath);
    } else if (name.startsWith(imagePrefix)) {
      if (files.some((f) => f.field === 'image')) problem('Изображение может быть только одно', filePath);
      else {
        const file = fileOf(name, 'image', name);
        if (file) files.push(file);
      }
    } else if (name.startsWith(solutionPrefix)) {
      if (files.some((f) => f.field === 'solution_document')) problem('Файл решения может быть только один', filePath);
      else {
        const file = fileOf(name, 'solution_document', name);
        if (file) files.push(file);
      }
    } else {
      problem(`Неизвестный файл: текст — ${statementNames.join(' или ')}, картинка — image.*, решение — solution.*, вложения — в ${attachmentsFolder}/`, filePath);
    }
  }

  const attachmentEntries = entries.some((e) => e.isDirectory() && e.name === attachmentsFolder)
    ? (readdirSync(join(directory, attachmentsFolder), { withFileTypes: true })).filter((e) => !e.name.startsWith('.'))
    : [];
  for (const entry of attachmentEntries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relativeName = `${attachmentsFolder}/${entry.name}`;
    if (entry.isSymbolicLink()) problem(symlinkMessage, pathIn(path, relativeName));
    else if (!entry.isFile()) problem('Во вложениях — только файлы', pathIn(path, relativeName));
    else {
      const file = fileOf(entry.name, 'attachments', relativeName);
      if (file) files.push(file);
    }
  }
  if (attachmentEntries.length > maxAttachments) problem(tooManyAttachmentsMessage, pathIn(path, attachmentsFolder));
  if (!statement) problem(`Нет текста: добавьте ${statementNames.join(' или ')}`, pathIn(path, statementNames[0]!));

  const key = typeof manifest.key === 'string' && manifest.key.trim() !== '' ? manifest.key.trim() : path === '.' ? basename(resolve(root)) : path;
  return { folder: { key, path, manifest, kind, statement, solutions, files }, problems };
}
