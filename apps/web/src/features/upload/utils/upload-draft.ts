import { withTableShape, type AnswerValues } from './answer-values';
import { blockQuestionTypes, emptyBlockForm, type BlockFormValues } from './block-form-values';
import { difficultyOptions } from './difficulty-options';
import { emptyTaskForm, type TaskFormValues } from './task-form-values';
import { taskTypeOptions } from './task-type-options';

/** What autosave keeps on the server (PUT /tasks/upload-draft/): both forms' text fields, no files. */
export type UploadDraft = { task: TaskFormValues; block: BlockFormValues };

export function emptyUploadDraft(): UploadDraft {
  return { task: emptyTaskForm(), block: emptyBlockForm() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const choiceOr = (value: unknown, choices: readonly { value: string }[]) => (choices.some((choice) => choice.value === value) ? (value as string) : '');
const sideOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 20 ? value : fallback);

function readAnswer(raw: unknown, fallback: AnswerValues): AnswerValues {
  if (!isRecord(raw)) return fallback;
  const rows = sideOr(raw.rows, fallback.rows);
  const cols = sideOr(raw.cols, fallback.cols);
  const cells = Array.isArray(raw.cells) ? raw.cells.map((row) => (Array.isArray(row) ? row.map((cell) => textOr(cell, '')) : [])) : [];
  const answerType = raw.answerType === 'table' || raw.answerType === 'field' ? raw.answerType : fallback.answerType;
  return withTableShape({ answerType, answer: textOr(raw.answer, ''), rows, cols, cells }, rows, cols);
}

function readTask(raw: unknown): TaskFormValues {
  const empty = emptyTaskForm();
  if (!isRecord(raw)) return empty;
  return {
    subject: textOr(raw.subject, empty.subject),
    type: choiceOr(raw.type, taskTypeOptions),
    difficulty: choiceOr(raw.difficulty, difficultyOptions),
    text: textOr(raw.text, ''),
    answer: readAnswer(raw.answer, empty.answer),
    solution: textOr(raw.solution, ''),
  };
}

function readBlock(raw: unknown): BlockFormValues {
  const empty = emptyBlockForm();
  if (!isRecord(raw)) return empty;
  const questions = isRecord(raw.questions) ? raw.questions : {};
  const block: BlockFormValues = {
    subject: textOr(raw.subject, empty.subject),
    difficulty: choiceOr(raw.difficulty, difficultyOptions),
    condition: textOr(raw.condition, ''),
    questions: empty.questions,
  };
  for (const type of blockQuestionTypes) {
    const question = questions[type];
    if (!isRecord(question)) continue;
    block.questions[type] = {
      question: textOr(question.question, ''),
      answer: readAnswer(question.answer, empty.questions[type].answer),
      solution: textOr(question.solution, ''),
    };
  }
  return block;
}

/** A stored draft as the forms take it; whatever is missing or malformed falls back to the empty form. */
export function readUploadDraft(raw: Record<string, unknown>): UploadDraft {
  return { task: readTask(raw.task), block: readBlock(raw.block) };
}
