import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { noBlocksText, trainerErrorMessage } from './trainer-error-message';

describe('trainerErrorMessage', () => {
  it("puts the spec's text in place of the server's 'No available tasks of type 19'", () => {
    const error = new ApiError('Нет доступных заданий блока 19-21 (No available tasks of type 19)', 404);
    expect(trainerErrorMessage(error)).toBe(noBlocksText);
    expect(noBlocksText).toBe('Нет доступных заданий блока 19-21 для выбранного предмета. Обратитесь к администратору или попробуйте позже.');
  });

  it('drops the English echo of the other types and keeps any other message', () => {
    expect(trainerErrorMessage(new ApiError('Нет доступных заданий типа 5 (No available tasks of type 5)', 404))).toBe('Нет доступных заданий типа 5');
    expect(trainerErrorMessage(new ApiError('Задание не найдено', 404))).toBe('Задание не найдено');
    expect(trainerErrorMessage(new TypeError('Failed to fetch'))).toBe('Ошибка сети. Проверьте соединение.');
  });
});
