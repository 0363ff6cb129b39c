import { describeError } from '../../../lib/describe-error';
import type { FieldErrors } from '../../../lib/api-error';
/** What became of the last submit: shown above the submit button. */
export type SubmitResult =
  | { kind: 'success'; ids: number[] }
  | { kind: 'saved' }
  | { kind: 'invalid' }
  | { kind: 'error'; title: string; message: string };

/** What a failed save shows: field errors under their fields, and a network or server message. */
export function failedSubmit(error: unknown, title: string): { fields: FieldErrors; result: SubmitResult } {
  const described = describeError(error);
  return {
    fields: described.fields,
    result: described.network
      ? { kind: 'error', title: 'Ошибка соединения', message: 'Проверьте интернет-соединение и попробуйте ещё раз.' }
      : { kind: 'error', title, message: described.message },
  };
}
