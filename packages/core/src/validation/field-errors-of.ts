import type { ZodError } from 'zod';
import type { FieldErrors } from '../errors/app-error';
import { isTextRuleIssue, textRuleMessageFor } from './text-rule';

/** Flattens a zod error into `{ field: [messages] }`; errors of the whole object go under "non_field_errors". */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (fields[key] ??= []).push(isTextRuleIssue(issue) ? textRuleMessageFor(key) : issue.message);
  }
  return fields;
}

/** The first message, for the `detail` line that every error body carries. */
export function firstMessageOf(fields: FieldErrors): string {
  for (const messages of Object.values(fields)) {
    if (messages[0]) return messages[0];
  }
  return 'Некорректные данные';
}
