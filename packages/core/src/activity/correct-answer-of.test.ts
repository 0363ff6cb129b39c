import { describe, expect, it } from 'vitest';
import { correctAnswerOf } from './correct-answer-of';

describe('correctAnswerOf', () => {
  it.each([
    [{ answer: '42', answer_rows: null }, '42'],
    [{ answer: null, answer_rows: null }, ''],
    [{ answer: '1 2', answer_rows: [['', ''], ['', '']] }, '1 2'],
    [{ answer: null, answer_rows: [['1', '2'], ['3', '']] }, '1 2 | 3'],
  ])('%j -> %s', (task, expected) => {
    expect(correctAnswerOf(task)).toBe(expected);
  });
});
