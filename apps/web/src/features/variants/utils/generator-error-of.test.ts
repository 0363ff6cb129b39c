import { describe, expect, it } from 'vitest';
import type { ErrorDescription } from '../../../lib/describe-error';
import { generatorErrorOf } from './generator-error-of';

const failure = (message: string, status: number, network = false): ErrorDescription => ({ message, status, network, fields: {} });

describe('generator error texts', () => {
  it.each([
    [
      'a shortage is a selection error with the server detail',
      failure('Ошибка подбора задач: не хватает нерешённых заданий — тип 5: нужно 3, доступно 1', 400),
      { title: 'Ошибка подбора задач', message: 'Не хватает нерешённых заданий — тип 5: нужно 3, доступно 1' },
    ],
    ['a bare selection error keeps its text', failure('Ошибка подбора задач', 400), { title: 'Ошибка подбора задач', message: 'Ошибка подбора задач' }],
    ['a refusal is a creation error', failure('Выберите хотя бы один тип задания', 400), { title: 'Ошибка создания варианта', message: 'Выберите хотя бы один тип задания' }],
    ['signed out', failure('Необходима авторизация', 401), { title: 'Ошибка создания варианта', message: 'Необходима авторизация' }],
    ['a server fault is a generation error', failure('Внутренняя ошибка сервера. Попробуйте позже.', 500), { title: 'Ошибка генерации', message: 'Внутренняя ошибка сервера. Попробуйте позже.' }],
    ['no answer is a generation error', failure('Ошибка сети. Проверьте соединение.', 0, true), { title: 'Ошибка генерации', message: 'Ошибка сети. Проверьте соединение.' }],
  ])('%s', (_name, error, expected) => {
    expect(generatorErrorOf(error)).toEqual(expected);
  });
});
