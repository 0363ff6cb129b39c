import { describe, expect, it } from 'vitest';
import { isHomeworkVariant } from './is-homework-variant';

describe('isHomeworkVariant', () => {
  it.each([
    ['Вариант из ДЗ', null, true],
    ['Вариант ДЗ 12.03', null, true],
    ['Вариант ДЗ ', null, true],
    ['Любое название', 'homework', true],
    ['Вариант из ДЗ 2', null, false],
    ['Вариант ДЗ', null, false],
    ['вариант дз 1', null, false],
    [' Вариант ДЗ 1', null, false],
    ['Мой вариант', null, false],
    ['Мой вариант', 'generator', false],
  ] as const)('%j (source %j) → %s', (name, source, expected) => {
    expect(isHomeworkVariant({ name, source })).toBe(expected);
  });
});
