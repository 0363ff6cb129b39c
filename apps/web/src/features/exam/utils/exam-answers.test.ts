import { describe, expect, it } from 'vitest';
import { answerLineOf, answerValueOfTask, examAnswerOf } from './exam-answers';

describe('exam answers', () => {
  it('sends trimmed values and null for blank inputs', () => {
    expect(examAnswerOf({ kind: 'field', value: ' 42 ' })).toEqual({ user_answer: '42' });
    expect(examAnswerOf({ kind: 'field', value: '   ' })).toBeNull();
    expect(examAnswerOf({ kind: 'table', rows: [[' 1', ''], ['', '']] })).toEqual({ user_table_answer: [['1', ''], ['', '']] });
    expect(examAnswerOf({ kind: 'table', rows: [['', '']] })).toBeNull();
  });

  it('puts a saved answer back into the task layout', () => {
    expect(answerValueOfTask({ type: 5, table_shape: null }, { user_answer: '42' })).toEqual({ kind: 'field', value: '42' });
    expect(answerValueOfTask({ type: 27, table_shape: null }, { user_table_answer: [['1', '2'], ['3', '4']] })).toEqual({ kind: 'table', rows: [['1', '2'], ['3', '4']] });
    expect(answerValueOfTask({ type: 26, table_shape: null }, undefined)).toEqual({ kind: 'table', rows: [['', '']] });
  });

  it('reads one line for the review', () => {
    expect(answerLineOf({ kind: 'table', rows: [['1', '2'], ['3', '']] })).toBe('1 2 | 3');
    expect(answerLineOf({ kind: 'field', value: '' })).toBe('');
  });
});
