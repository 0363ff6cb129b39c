import { describe, expect, it } from 'vitest';
import { answerValueOf, checkFieldsOf, emptyAnswerOf, isBlankAnswer } from './answer-value';

describe('answer values', () => {
  it('starts empty in the layout of the task', () => {
    expect(emptyAnswerOf({ kind: 'field' })).toEqual({ kind: 'field', value: '' });
    expect(emptyAnswerOf({ kind: 'table', rows: 2, cols: 2 })).toEqual({ kind: 'table', rows: [['', ''], ['', '']] });
  });

  it('puts a known answer into the inputs, a joined one spread over the table', () => {
    expect(answerValueOf({ kind: 'table', rows: 2, cols: 2 }, null, [['1', '2'], ['3']])).toEqual({ kind: 'table', rows: [['1', '2'], ['3', '']] });
    expect(answerValueOf({ kind: 'table', rows: 1, cols: 2 }, '10 18', null)).toEqual({ kind: 'table', rows: [['10', '18']] });
    expect(answerValueOf({ kind: 'field' }, '42', null)).toEqual({ kind: 'field', value: '42' });
  });

  it('treats whitespace as blank and sends trimmed cells', () => {
    expect(isBlankAnswer({ kind: 'field', value: '  ' })).toBe(true);
    expect(isBlankAnswer({ kind: 'table', rows: [[' ', '']] })).toBe(true);
    expect(isBlankAnswer({ kind: 'table', rows: [['', '7']] })).toBe(false);
    expect(checkFieldsOf({ kind: 'field', value: ' 42 ' })).toEqual({ user_answer: '42' });
    expect(checkFieldsOf({ kind: 'table', rows: [[' 1', '2 ']] })).toEqual({ user_table_answer: [['1', '2']] });
  });
});
