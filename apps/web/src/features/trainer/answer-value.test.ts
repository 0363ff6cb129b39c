import { describe, expect, it } from 'vitest';
import { answerValueOf, checkFieldsOf, emptyAnswerOf, isBlankAnswer } from './answer-value';
import { blockAverages } from './block-averages';

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

  it("sums the block's times only when every question has one", () => {
    const stat = (time: number | null, attempts: number | null) => ({ average_solving_time: time, average_attempts_count: attempts });
    expect(blockAverages([stat(10, 1), stat(20, 2), stat(30, null)])).toEqual({ time: 60, attempts: 1.5 });
    expect(blockAverages([stat(10, null), stat(null, null), stat(30, null)])).toEqual({ time: null, attempts: null });
  });
});
