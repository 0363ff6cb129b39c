import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { homeworkVariantErrorText } from './homework-variant-error-text';

describe('homeworkVariantErrorText', () => {
  it("names the server's reason", () => {
    expect(homeworkVariantErrorText(new ApiError('Домашнее задание не найдено', 404))).toBe('Ошибка создания варианта: Домашнее задание не найдено');
  });

  it('says the homework variant failed when no answer came', () => {
    expect(homeworkVariantErrorText(new TypeError('Failed to fetch'))).toBe('Ошибка создания варианта из ДЗ');
    expect(homeworkVariantErrorText(new ApiError('Ошибка сети. Проверьте соединение.', 0))).toBe('Ошибка создания варианта из ДЗ');
  });
});
