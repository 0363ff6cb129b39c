import { createHash } from 'node:crypto';
import { AppError } from '@ege/core/errors/app-error';
import { checkImage } from '@ege/core/storage/check-image';
import { checkDocument } from '@ege/core/tasks/checking/check-document';
import { blockFilesMessage } from '@ege/core/tasks/authoring/create-task';
import { importTaskInput } from '@ege/core/tasks/authoring/import-task-schemas';
import { questionToHtml } from './read-task-folder';
import {
  blockManifestFields,
  blockQuestionFields,
  blockQuestionTypes,
  manifestFile,
  pathIn,
  statementFiles,
  taskManifestFields,
  type TaskFileRef,
  type TaskFolder,
  type TaskProblem,
} from './task-folder';

/**
 * A folder that passed every check: the upload form to send (strings, as a multipart form has), its
 * files by reference (read again when written) and its content hash.
 */
export type ValidTask = { folder: Pick<TaskFolder, 'key' | 'path' | 'kind'>; form: Record<string, string>; files: TaskFileRef[]; hash: string };

export type CheckedFolder = { ok: true; task: ValidTask } | { ok: false; problems: TaskProblem[] };

const tableShapeMessage = 'table_shape — строки x столбцы, например 2x3';

// The hash is computed from what the schema parses, so the check parses with a stand-in.
const pendingHash = '0'.repeat(64);

/**
 * Checks a task folder by the server's own rules: the schema of one task of the import's batch (the
 * upload form's fields, the key, the text rule) and the file checks, all of them at once, and reports
 * each problem with its file and manifest field. What passes here is what the server writes.
 */
export async function checkTaskFolder(folder: TaskFolder): Promise<CheckedFolder> {
  const problems: TaskProblem[] = [];
  const manifestPath = pathIn(folder.path, manifestFile);
  const statementPath = pathIn(folder.path, folder.statement?.file ?? statementFiles[folder.kind][0]);
  const problem = (message: string, field?: string, file = manifestPath) => problems.push({ folder: folder.path, file, field, message });

  const form = formOf(folder, problem);

  const parsed = importTaskInput.safeParse({ ...form, import_key: folder.key, import_hash: pendingHash });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const formField = issue.path[0] === 'import_key' ? 'key' : String(issue.path[0] ?? '');
      const solution = /^solution(?:_(19|20|21))?$/.exec(formField);
      if (formField === 'text' || formField === 'condition') problem(issue.message, undefined, statementPath);
      else if (solution) problem(issue.message, undefined, pathIn(folder.path, folder.solutions[solution[1] ?? '']?.file ?? formField));
      else problem(issue.message, manifestFieldOf(formField));
    }
  }

  const files: TaskFileRef[] = [];
  for (const file of folder.files) {
    try {
      if (folder.kind === 'block' && file.field !== 'solution_document') throw new AppError('BAD_REQUEST', blockFilesMessage);
      if (file.field === 'image') await checkImage(file.data, file.field);
      else await checkDocument(file.data, file.name, file.field);
      files.push({ field: file.field, name: file.name, path: file.path, source: file.source, sha256: sha256(file.data), size: file.data.length });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problem(error.message, undefined, file.path);
    }
  }

  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  const hash = sha256(
    canonicalJson({
      form: parsed.data.form,
      files: files.map((f) => [f.field, f.name, f.sha256]),
    }),
  );
  return { ok: true, task: { folder: { key: folder.key, path: folder.path, kind: folder.kind }, form, files, hash } };
}

/** The manifest as the upload form's fields: what a multipart upload would send. */
function formOf(folder: TaskFolder, problem: (message: string, field?: string) => void): Record<string, string> {
  const { manifest } = folder;
  const form: Record<string, string> = {};
  const allowed: readonly string[] = folder.kind === 'block' ? blockManifestFields : taskManifestFields;
  for (const field of Object.keys(manifest)) {
    if (!allowed.includes(field)) {
      problem(folder.kind === 'block' && field !== 'questions' ? `Неизвестное поле блока 19-21 (вопросы и ответы — в questions)` : 'Неизвестное поле', field);
    }
  }
  const scalar = (value: unknown, field: string): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    problem('Ожидается одно значение, а не список или словарь', field);
    return undefined;
  };
  const put = (formField: string, value: string | undefined) => {
    if (value !== undefined) form[formField] = value;
  };
  put('type', scalar(manifest.type, 'type'));
  put('difficulty', scalar(manifest.difficulty, 'difficulty'));
  put('subject', scalar(manifest.subject, 'subject'));
  if (manifest.key !== undefined) scalar(manifest.key, 'key');
  // The identity `ege export` writes (decision 078): the server recognises its own task by it.
  put('uid', scalar(manifest.uid, 'uid'));

  const answerFields = (source: Record<string, unknown>, prefix: string, suffix: string) => {
    const question = scalar(source.question, `${prefix}question`);
    if (question !== undefined && question.trim() !== '') form[`question${suffix}`] = questionToHtml(question);
    put(`answer_type${suffix}`, scalar(source.answer_type, `${prefix}answer_type`));
    const answer = source.answer;
    if (Array.isArray(answer)) form[`answer${suffix}`] = JSON.stringify(answer);
    else put(`answer${suffix}`, scalar(answer, `${prefix}answer`));
    const shape = scalar(source.table_shape, `${prefix}table_shape`);
    if (shape !== undefined && shape.trim() !== '') {
      const match = /^\s*(\d+)\s*[xх×*]\s*(\d+)\s*$/i.exec(shape);
      if (!match) problem(tableShapeMessage, `${prefix}table_shape`);
      else {
        form[`table_rows${suffix}`] = match[1]!;
        form[`table_cols${suffix}`] = match[2]!;
      }
    }
  };

  for (const [question, solution] of Object.entries(folder.solutions)) form[question === '' ? 'solution' : `solution_${question}`] = solution.html;
  // {id, version, seed} of a generated task or block (ege generate), sent as the JSON text a form field carries.
  if (manifest.generator !== undefined && manifest.generator !== null) form.generator = JSON.stringify(manifest.generator);
  if (folder.kind === 'task') {
    answerFields(manifest, '', '');
    if (folder.statement) form.text = folder.statement.html;
    return form;
  }
  if (folder.statement) form.condition = folder.statement.html;
  const questions = manifest.questions;
  if (typeof questions !== 'object' || questions === null || Array.isArray(questions)) {
    if (questions !== undefined) problem('questions — словарь с вопросами 19, 20 и 21', 'questions');
    return form;
  }
  for (const key of Object.keys(questions)) {
    if (!(blockQuestionTypes as readonly string[]).includes(key)) problem('В блоке только вопросы 19, 20 и 21', `questions.${key}`);
  }
  for (const type of blockQuestionTypes) {
    const entry = (questions as Record<string, unknown>)[type];
    if (entry === undefined || entry === null) continue;
    if (typeof entry !== 'object' || Array.isArray(entry)) {
      problem('Вопрос — словарь: question, answer (и answer_type, table_shape)', `questions.${type}`);
      continue;
    }
    for (const field of Object.keys(entry)) {
      if (!(blockQuestionFields as readonly string[]).includes(field)) problem('Неизвестное поле', `questions.${type}.${field}`);
    }
    answerFields(entry as Record<string, unknown>, `questions.${type}.`, `_${type}`);
  }
  return form;
}

/** The upload form's field as the manifest spells it: answer_20 is questions.20.answer, table_rows is table_shape. */
export function manifestFieldOf(formField: string): string {
  const block = /^(question|answer_type|answer|table_rows|table_cols)_(19|20|21)$/.exec(formField);
  const [name, prefix] = block ? [block[1]!, `questions.${block[2]}.`] : [formField, ''];
  return `${prefix}${name === 'table_rows' || name === 'table_cols' ? 'table_shape' : name}`;
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** JSON with the keys of every object sorted, so that the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
