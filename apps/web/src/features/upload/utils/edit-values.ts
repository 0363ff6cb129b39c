import { readTaskAnswer } from '@ege/core/tasks/checking/read-task-answer';
import { createTaskInput } from '@ege/core/tasks/authoring/task-authoring-schemas';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { fieldErrorsOf } from '@ege/core/validation/field-errors-of';
import type { FieldErrors } from '../../../lib/api-error';
import { answerValuesFor, withTableShape, type AnswerValues } from './answer-values';
import { answerFieldsOf, type UploadFields } from './upload-fields-of';
import { messages } from '@ege/core/text/messages';

/** The editable text fields of a stored task; for a 19–21 question, text is its block's condition. */
export type EditValues = { subject: string; type: string; difficulty: string; text: string; question: string; answer: AnswerValues; solution: string };

/** Stored files the edit drops: PUT takes remove_image, remove_solution_document, remove_attachments. */
export type FileRemovals = { image: boolean; solutionDocument: boolean; attachments: number[] };

export const noRemovals: FileRemovals = { image: false, solutionDocument: false, attachments: [] };

export function isBlockQuestion(task: TaskPayload): boolean {
  return task.block_id !== null;
}

function storedAnswerOf(task: TaskPayload): AnswerValues {
  const start = answerValuesFor(task.type);
  if (task.answer_type === 'field') return { ...start, answerType: 'field', answer: task.answer ?? '' };
  const [rows, cols] = task.table_shape ?? [start.rows, start.cols];
  return withTableShape({ ...start, answerType: 'table', cells: task.answers ?? [] }, rows, cols);
}

export function editValuesOf(task: TaskPayload): EditValues {
  return {
    subject: task.subject,
    type: String(task.type),
    difficulty: String(task.difficulty),
    text: task.text,
    question: task.question ?? '',
    answer: storedAnswerOf(task),
    solution: task.solution ?? '',
  };
}

export function editFieldsOf(task: TaskPayload, values: EditValues, removals: FileRemovals): UploadFields {
  const fields: UploadFields = { subject: values.subject.trim(), difficulty: values.difficulty, solution: values.solution, ...answerFieldsOf(values.answer) };
  if (isBlockQuestion(task)) Object.assign(fields, { condition: values.text, question: values.question });
  else Object.assign(fields, { type: values.type, text: values.text });
  if (removals.image) fields.remove_image = 'true';
  if (removals.solutionDocument) fields.remove_solution_document = 'true';
  if (removals.attachments.length > 0) fields.remove_attachments = removals.attachments.join(',');
  return fields;
}

/** The upload schema for a task; a block question is checked field by field, as updateTask does. */
export function checkEditFields(task: TaskPayload, fields: UploadFields): FieldErrors {
  if (!isBlockQuestion(task)) {
    const parsed = createTaskInput.safeParse(fields);
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  }
  const errors: FieldErrors = {};
  if (!fields.subject) errors.subject = [messages.subjectRequired];
  if (!fields.condition?.trim()) errors.condition = [messages.blockConditionRequired];
  if (!fields.question?.trim()) errors.question = [`Укажите вопрос ${task.type}`];
  const read = readTaskAnswer(task.type, {
    answer_type: fields.answer_type === 'table' ? 'table' : 'field',
    answer: fields.answer,
    table_rows: fields.table_rows ? Number(fields.table_rows) : undefined,
    table_cols: fields.table_cols ? Number(fields.table_cols) : undefined,
  });
  return read.ok ? errors : { ...errors, ...read.errors };
}
