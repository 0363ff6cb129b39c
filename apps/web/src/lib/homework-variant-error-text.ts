import { describeError } from './describe-error';

/** SPEC §8 Homework: the server's reason when it answered, the general text when it could not be reached. */
export function homeworkVariantErrorText(error: unknown): string {
  const described = describeError(error);
  return described.network ? 'Ошибка создания варианта из ДЗ' : `Ошибка создания варианта: ${described.message}`;
}
