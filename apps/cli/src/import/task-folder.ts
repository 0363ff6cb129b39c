/*
 * The task folder format of docs/task-format.md, shared by `ege import` (reads it) and `ege export`
 * (writes it): the names of the files and the manifest's fields.
 */

export const manifestFile = 'task.yaml';
export const attachmentsFolder = 'files';
/** The statement of a single task and the condition of a 19–21 block, as Markdown or as HTML. */
export const statementFiles = { task: ['text.md', 'text.html'], block: ['condition.md', 'condition.html'] } as const;
export const imagePrefix = 'image.';
export const solutionPrefix = 'solution.';
/**
 * The worked solution ('Разбор') as Markdown or HTML: solution.md / solution.html beside a task's text;
 * a 19–21 block has one per question, solution-19.md … solution-21.html (solving 19 shows nothing of 20).
 * Any other solution.* stays the solution document.
 */
export const workedSolutionFiles = {
  task: { '': ['solution.md', 'solution.html'] },
  block: Object.fromEntries(['19', '20', '21'].map((type) => [type, [`solution-${type}.md`, `solution-${type}.html`]])),
} as const satisfies Record<'task' | 'block', Record<string, readonly string[]>>;

/** Which worked solution a file is: '' a task's, '19' a block question's; null when it is none of its kind's. */
export function workedSolutionOf(kind: 'task' | 'block', name: string): string | null {
  const found = Object.entries(workedSolutionFiles[kind] as Record<string, readonly string[]>).find(([, names]) => names.includes(name));
  return found ? found[0] : null;
}

export const taskManifestFields = ['key', 'uid', 'type', 'difficulty', 'subject', 'question', 'answer', 'answer_type', 'table_shape', 'generator'] as const;
export const blockManifestFields = ['key', 'uid', 'type', 'difficulty', 'subject', 'questions', 'generator'] as const;
export const blockQuestionFields = ['question', 'answer', 'answer_type', 'table_shape'] as const;
export const blockQuestionTypes = ['19', '20', '21'] as const;

/** One problem of a task folder, where the author can find it: the folder, the file and the manifest's field. */
export type TaskProblem = { folder: string; file?: string | undefined; field?: string | undefined; message: string };

/** The upload form's file fields. */
export type TaskFileField = 'image' | 'solution_document' | 'attachments';

/** A file of a task folder: its form field, its name, its path under the imported root (for messages), where it is on disk, and its bytes. */
export type TaskFile = { field: TaskFileField; name: string; path: string; source: string; data: Buffer };

/**
 * A checked file as an import keeps it until the task is written: where to read it again and what its
 * bytes were, so that a large bank is not held in memory whole.
 */
export type TaskFileRef = { field: TaskFileField; name: string; path: string; source: string; sha256: string; size: number };

/**
 * One task folder as read from disk, not yet checked against the upload's rules. `manifest` is task.yaml
 * with every scalar a string (the YAML failsafe schema: an answer 0012 stays "0012").
 */
export type TaskFolder = {
  /** The manifest's `key`, or the folder's path under the root. */
  key: string;
  /** The folder's path under the imported root, with "/" ('.' for the root itself). */
  path: string;
  manifest: Record<string, unknown>;
  kind: 'task' | 'block';
  /** The statement (text.* or condition.*) as HTML; Markdown is converted when read. */
  statement: { file: string; html: string } | null;
  /** Worked solutions as HTML by question ('' for a single task's); Markdown is converted when read. */
  solutions: Record<string, { file: string; html: string }>;
  files: TaskFile[];
};

/** "05/robot/task.yaml": a file's path under the root, for messages. */
export function pathIn(folder: string, file: string): string {
  return folder === '.' ? file : `${folder}/${file}`;
}
