import { answerRequiredMessage } from '@ege/core/tasks/read-task-answer';
import { createTaskInput } from '@ege/core/tasks/task-authoring-schemas';
import { fieldErrorsOf } from '@ege/core/validation/field-errors-of';
import type { FieldErrors } from '../../lib/api-error';
import type { UploadFields } from './upload-fields-of';

/** The server's own schema of POST /tasks/, run in the browser first: the same per-field messages. */
export function checkUploadFields(fields: UploadFields): FieldErrors {
  const parsed = createTaskInput.safeParse(fields);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  // The schema reads an answer only once the type is known; a missing one is named all the same.
  if (fields.answer !== undefined && fields.answer.trim() === '' && !errors.answer) errors.answer = [answerRequiredMessage];
  return errors;
}
