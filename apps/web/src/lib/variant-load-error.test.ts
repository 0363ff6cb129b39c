import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { variantLoadErrorOf } from './variant-load-error';

describe('variantLoadErrorOf', () => {
  it.each([
    ['404', new ApiError('Вариант не найден', 404), 'Вариант не найден', true],
    ['500', new ApiError('HTTP 500: Сервер недоступен', 500), 'Ошибка загрузки варианта', false],
    ['403', new ApiError('Нет доступа к варианту', 403), 'Ошибка загрузки варианта', false],
    ['network', new TypeError('Failed to fetch'), 'Ошибка загрузки варианта', false],
  ])('%s', (_name, error, title, notFound) => {
    const described = variantLoadErrorOf(error);
    expect(described.title).toBe(title);
    expect(described.notFound).toBe(notFound);
  });

  it('keeps what went wrong for the user', () => {
    expect(variantLoadErrorOf(new ApiError('HTTP 502: Сервер недоступен', 502)).message).toBe('HTTP 502: Сервер недоступен');
    expect(variantLoadErrorOf(new TypeError('Failed to fetch')).message).toBe('Ошибка сети. Проверьте соединение.');
  });
});
