import type { AnswerValues } from './answer-values';
import { blockQuestionTypes, type BlockFormValues } from './block-form-values';
import type { TaskFormValues } from './task-form-values';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

/** The form fields of POST /tasks/ as text. */
export type UploadFields = Record<string, string>;

/** answer_type, answer and the table's size; `suffix` names a block question's fields ('_19'). */
export function answerFieldsOf(answer: AnswerValues, suffix = ''): UploadFields {
  if (answer.answerType === 'field') return { [`answer_type${suffix}`]: 'field', [`answer${suffix}`]: answer.answer };
  const filled = answer.cells.some((row) => row.some((cell) => cell.trim() !== ''));
  return {
    [`answer_type${suffix}`]: 'table',
    // JSON rows keep empty cells in their place; the server reads them with readTaskAnswer.
    [`answer${suffix}`]: filled ? JSON.stringify(answer.cells.map((row) => row.map((cell) => cell.trim()))) : '',
    [`table_rows${suffix}`]: String(answer.rows),
    [`table_cols${suffix}`]: String(answer.cols),
  };
}

export function taskFieldsOf(values: TaskFormValues): UploadFields {
  return {
    subject: values.subject.trim(),
    type: values.type,
    difficulty: values.difficulty,
    text: values.text,
    solution: values.solution,
    ...answerFieldsOf(values.answer),
  };
}

export function blockFieldsOf(values: BlockFormValues): UploadFields {
  const fields: UploadFields = { subject: values.subject.trim(), type: blockKey, difficulty: values.difficulty, condition: values.condition };
  for (const type of blockQuestionTypes) {
    const question = values.questions[type];
    Object.assign(fields, { [`question_${type}`]: question.question, [`solution_${type}`]: question.solution }, answerFieldsOf(question.answer, `_${type}`));
  }
  return fields;
}
