import { answerRequiredMessage } from '@ege/core/tasks/checking/read-task-answer';
import { createTaskInput } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { fieldErrorsOf } from '@ege/core/validation/field-errors-of';
import type { FieldErrors } from '../../../lib/api-error';
import type { UploadFields } from './upload-fields-of';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

export const textRequiredMessage = 'Укажите текст задания';

/** Nothing a student could read: no words and no picture. */
export function isBlankHtml(html: string | undefined): boolean {
  if (html === undefined) return true;
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}

/**
 * The server's own schema of POST /tasks/, run in the browser first: the same per-field messages.
 * The form also wants a task's text, which the API leaves optional (decision 023).
 */
export function checkUploadFields(fields: UploadFields): FieldErrors {
  const parsed = createTaskInput.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (fields.type !== blockKey && 'text' in fields && isBlankHtml(fields.text)) errors.text = [textRequiredMessage];
  // The schema reads an answer only once the type is known; a missing one is named all the same.
  if (fields.answer !== undefined && fields.answer.trim() === '' && !errors.answer) errors.answer = [answerRequiredMessage];
  return errors;
}
