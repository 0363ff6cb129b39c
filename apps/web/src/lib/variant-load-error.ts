import { describeError } from './describe-error';
import { messages } from '@ege/core/text/messages';

export const invalidVariantAddressMessage = 'Некорректный адрес варианта';

export type VariantLoadError = { title: string; message: string; notFound: boolean };

/** SPEC §8: 'Вариант не найден' for a 404, else 'Ошибка загрузки варианта' with what went wrong. */
export function variantLoadErrorOf(error: unknown): VariantLoadError {
  const described = describeError(error);
  if (described.status === 404) return { title: messages.variantNotFound, message: 'Возможно, его удалили или в ссылке ошибка.', notFound: true };
  return { title: 'Ошибка загрузки варианта', message: described.message, notFound: false };
}
