import type { AuthoredTask } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { defaultTableShapes } from '@ege/core/tasks/checking/answer-layout';
import { Document, isSeq, type Node } from 'yaml';
import { attachmentsFolder, imagePrefix, solutionPrefix, statementFiles, workedSolutionFiles } from '../import/task-folder';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

/*
 * The other half of ../import: a task of the API as the folder `ege import` reads back into the same
 * task (docs/task-format.md). Only what import reads is written; nothing here asks the database.
 */

/** One task or 19–21 block to write: its folder under the type's folder, the manifest and the files to fetch. */
export type ExportUnit = {
  kind: 'task' | 'block';
  key: string;
  /**
   * The task's (a block's) identity and when it last changed, as the list gave them: task.yaml carries
   * the uid, and the export records the written folder's hash on a task still as it was (decision 078).
   * None for a task not of the server (ege generate).
   */
  identity?: { uid: string; updatedAt: string } | undefined;
  /** '05', '27', '19-21'. */
  typeFolder: string;
  ids: number[];
  manifest: Record<string, unknown>;
  statement: { file: string; html: string };
  /** Worked solutions ('Разбор') as the HTML files import reads back. */
  solutions: { file: string; html: string }[];
  /** Paths inside the task's folder (image.png, files/data.txt) with the URL of their bytes, or the bytes (ege generate). */
  files: ({ path: string; url: string } | { path: string; content: Buffer })[];
};

const blockTypes = [19, 20, 21] as const;

/** The key as written: the one it was imported with, else task-<id> (a block: its first question's id). */
export function keyOf(task: AuthoredTask): string {
  return task.import_key ?? `task-${task.id}`;
}

/** Single tasks and blocks from the list's rows: a block's three questions (by block_id) become one unit. */
export function exportUnitsOf(tasks: readonly AuthoredTask[]): ExportUnit[] {
  const units: ExportUnit[] = [];
  const blocks = new Map<number, AuthoredTask[]>();
  for (const task of [...tasks].sort((a, b) => a.id - b.id)) {
    if (task.block_id === null) units.push(taskUnitOf(task));
    else blocks.set(task.block_id, [...(blocks.get(task.block_id) ?? []), task]);
  }
  for (const questions of blocks.values()) units.push(blockUnitOf(questions.sort((a, b) => a.type - b.type)));
  return units;
}

function taskUnitOf(task: AuthoredTask): ExportUnit {
  const manifest: Record<string, unknown> = { key: keyOf(task), uid: task.uid, type: task.type, difficulty: task.difficulty, subject: task.subject };
  if (task.question !== null && task.question !== '') manifest.question = questionForManifest(task.question);
  Object.assign(manifest, answerFieldsOf(task));
  // A generated task keeps where it came from, so import stores it again and `--check` can rebuild it (decision 040).
  if (task.generator) manifest.generator = { id: task.generator.id, version: task.generator.version, seed: task.generator.seed };
  const files: ExportUnit['files'] = [];
  if (task.image) files.push({ path: `${imagePrefix}${extensionOf(task.image)}`, url: task.image });
  if (task.solution_document) files.push({ path: `${solutionPrefix}${extensionOf(task.solution_document)}`, url: task.solution_document });
  const names = new Set<string>();
  for (const [index, attachment] of task.attachments.entries()) {
    files.push({ path: `${attachmentsFolder}/${uniqueName(safeEntryName(attachment.file, `file-${index + 1}`), names)}`, url: attachment.url });
  }
  return {
    kind: 'task',
    key: keyOf(task),
    identity: { uid: task.uid, updatedAt: task.updated_at },
    typeFolder: String(task.type).padStart(2, '0'),
    ids: [task.id],
    manifest,
    statement: { file: statementFiles.task[1], html: task.text },
    solutions: task.solution ? [{ file: workedSolutionFiles.task[''][1], html: task.solution }] : [],
    files,
  };
}

function blockUnitOf(questions: AuthoredTask[]): ExportUnit {
  const first = questions[0]!;
  const present = questions.map((q) => q.type).join(',');
  if (present !== blockTypes.join(',')) throw new Error(`Блок ${first.block_id}: в списке вопросы ${present}, а не 19, 20 и 21`);
  const key = keyOf(first);
  const manifest: Record<string, unknown> = {
    key,
    uid: first.uid,
    type: blockKey,
    difficulty: first.difficulty,
    subject: first.subject,
    questions: Object.fromEntries(questions.map((q) => [String(q.type), { question: questionForManifest(q.question ?? ''), ...answerFieldsOf(q) }])),
  };
  // A generated block names question 19's generator; its seed rebuilds all three (decision 065).
  if (first.generator) manifest.generator = { id: first.generator.id, version: first.generator.version, seed: first.generator.seed };
  const solution = questions.find((q) => q.solution_document)?.solution_document;
  return {
    kind: 'block',
    key,
    identity: { uid: first.uid, updatedAt: first.updated_at },
    typeFolder: blockKey,
    ids: questions.map((q) => q.id),
    manifest,
    statement: { file: statementFiles.block[1], html: first.text },
    solutions: questions.flatMap((q) => (q.solution ? [{ file: workedSolutionFiles.block[String(q.type)]![1]!, html: q.solution }] : [])),
    files: solution ? [{ path: `${solutionPrefix}${extensionOf(solution)}`, url: solution }] : [],
  };
}

/**
 * The units with keys no two share, since an import refuses a tree where they do: an admin's export
 * holds several authors' tasks, and an author's key, or the task-<id> of a task without one, can
 * repeat. The first (by key, then id) keeps its key; a later one becomes <key>-<id> (-2… should that
 * be taken too). The manifest's key follows, and the folder names follow the keys.
 */
export function withUniqueKeys(units: readonly ExportUnit[]): ExportUnit[] {
  const ordered = [...units].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ids[0]! - b.ids[0]!));
  const taken = new Set(ordered.map((unit) => unit.key));
  const seen = new Set<string>();
  const renamed = new Map<ExportUnit, ExportUnit>();
  for (const unit of ordered) {
    if (!seen.has(unit.key)) {
      seen.add(unit.key);
      continue;
    }
    let key = `${unit.key}-${unit.ids[0]}`;
    for (let n = 2; taken.has(key); n++) key = `${unit.key}-${unit.ids[0]}-${n}`;
    taken.add(key);
    seen.add(key);
    renamed.set(unit, { ...unit, key, manifest: { ...unit.manifest, key } });
  }
  return units.map((unit) => renamed.get(unit) ?? unit);
}

/**
 * The answer as the manifest spells it, no more than import needs to read back the same answer:
 * answer_type only against the type's default layout, table_shape only when not the type's default.
 */
function answerFieldsOf(task: AuthoredTask): Record<string, unknown> {
  const defaultShape = defaultTableShapes[task.type];
  if (task.answers) {
    const fields: Record<string, unknown> = {};
    const shape = task.table_shape ?? [task.answers.length, Math.max(1, ...task.answers.map((row) => row.length))];
    if (!defaultShape) fields.answer_type = 'table';
    if (!defaultShape || shape[0] !== defaultShape[0] || shape[1] !== defaultShape[1]) fields.table_shape = `${shape[0]}x${shape[1]}`;
    fields.answer = task.answers;
    return fields;
  }
  return defaultShape ? { answer_type: 'field', answer: task.answer ?? '' } : { answer: task.answer ?? '' };
}

const markdownPunctuation = /[!"#$%'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;
const entity = /(&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/i;

/**
 * The stored question (HTML) as the manifest's `question`. Import takes it as HTML when it starts with
 * a tag, so such a question goes as it is; any other is read as inline Markdown, so the text between
 * tags gets its Markdown punctuation escaped and its line breaks written as &#10; (one line), and
 * Markdown gives back the same HTML (the sanitiser turns &#10; into the line break again).
 */
export function questionForManifest(html: string): string {
  if (html.trimStart().startsWith('<')) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part.replace(/\s*\n\s*/g, ' ')
        : part
            .split(entity)
            .map((text, at) => (at % 2 === 1 ? text : text.replace(markdownPunctuation, '\\$&').replace(/\r?\n/g, '&#10;')))
            .join(''),
    )
    .join('');
}

/** task.yaml: the fields in the format's order, table answers as flow rows ([[9, 16]]), long lines unfolded. */
export function manifestYaml(manifest: Record<string, unknown>): string {
  const document = new Document(manifest);
  const flowAnswers = (node: unknown) => {
    if (node && typeof node === 'object' && 'items' in node) {
      for (const pair of (node as { items: { key: unknown; value: unknown }[] }).items) {
        const name = (pair.key as { value?: unknown } | null)?.value;
        if (name === 'answer' && isSeq(pair.value)) (pair.value as Node & { flow?: boolean }).flow = true;
        else flowAnswers(pair.value);
      }
    }
  };
  flowAnswers(document.contents);
  return document.toString({ lineWidth: 0 });
}

/** The extension of a stored file's URL (/media/tasks/1/ab12-image.png → png). */
function extensionOf(url: string): string {
  const name = decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : 'bin';
}

/** A name safe as one folder entry on any system: no separators or reserved characters, not hidden. */
export function safeEntryName(name: string, fallback: string): string {
  const cleaned = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .replace(/^[.\s]+/, '_')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '_' ? fallback : cleaned;
}

/** The task's folder name from its key: path separators and other unsafe characters become '-'. */
export function folderNameOf(key: string, fallback: string): string {
  const name = key
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return name === '' ? fallback : name;
}

/** `name`, or name-2, name-3… when taken (case-insensitively, for case-insensitive file systems). */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
