import { describe, expect, it } from 'vitest';
import { answerKeyOf, answersForServer, answerValueFromStored, countAnswered, handoffOf, isAnswered, nextIndexAfterSave, verdictOf, withAnswer } from './variant-answers';

describe('answered state', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ user_answer: '' }, false],
    [{ user_answer: '   ' }, false],
    [{ user_answer: null }, false],
    [{ user_answer: '42' }, true],
    [{ user_table_answer: [['', ' ']] }, false],
    [{ user_table_answer: [['', '7']] }, true],
    [{ user_table_answer: [] }, false],
  ])('%j answered: %s', (answer, answered) => {
    expect(isAnswered(answer)).toBe(answered);
  });

  it('counts the tasks with an answer', () => {
    expect(countAnswered([1, 2, 3], { '1': { user_answer: '5' }, '3': { user_answer: ' ' }, '9': { user_answer: '1' } })).toBe(1);
  });
});

describe('withAnswer', () => {
  it('keeps a field as typed and a table cell by cell', () => {
    expect(withAnswer({}, 7, { kind: 'field', value: ' 4 2' })).toEqual({ '7': { user_answer: ' 4 2' } });
    expect(withAnswer({}, 8, { kind: 'table', rows: [['1', ''], ['', '']] })).toEqual({ '8': { user_table_answer: [['1', ''], ['', '']] } });
  });

  it('takes the task out when its inputs are emptied, and leaves the others', () => {
    const answers = { '7': { user_answer: '42' }, '8': { user_answer: '1' } };
    expect(withAnswer(answers, 7, { kind: 'field', value: '  ' })).toEqual({ '8': { user_answer: '1' } });
    expect(withAnswer(answers, 8, { kind: 'table', rows: [['', '']] })).toEqual({ '7': { user_answer: '42' } });
    expect(answers).toEqual({ '7': { user_answer: '42' }, '8': { user_answer: '1' } });
  });
});

describe('answerValueFromStored', () => {
  it.each([
    ['field, none', { kind: 'field' } as const, undefined, { kind: 'field', value: '' }],
    ['field', { kind: 'field' } as const, { user_answer: '42' }, { kind: 'field', value: '42' }],
    ['table, none', { kind: 'table', rows: 2, cols: 2 } as const, undefined, { kind: 'table', rows: [['', ''], ['', '']] }],
    ['table', { kind: 'table', rows: 1, cols: 2 } as const, { user_table_answer: [['1', '2']] }, { kind: 'table', rows: [['1', '2']] }],
    ['table from a joined field', { kind: 'table', rows: 2, cols: 2 } as const, { user_answer: '1 2 | 3 4' }, { kind: 'table', rows: [['1', '2'], ['3', '4']] }],
  ])('%s', (_name, layout, stored, value) => {
    expect(answerValueFromStored(layout, stored)).toEqual(value);
  });
});

describe('answers for the server and the hand-off', () => {
  const answers = {
    '1': { user_answer: ' 42 ' },
    '2': { user_answer: '  ' },
    '3': { user_table_answer: [[' 1', '2 '], ['', '']] },
    '4': { user_table_answer: [['', '']] },
  };

  it('trims and leaves blanks out', () => {
    expect(answersForServer(answers)).toEqual({ '1': { user_answer: '42' }, '3': { user_table_answer: [['1', '2'], ['', '']] } });
  });

  it('hands over userAnswer or userTableAnswer by task id', () => {
    expect(handoffOf(answers)).toEqual({ '1': { userAnswer: '42' }, '3': { userTableAnswer: [['1', '2'], ['', '']] } });
  });

  it.each([
    [undefined, ''],
    [{ user_answer: '  ' }, ''],
    [{ user_answer: ' 42' }, '42'],
    [{ user_table_answer: [['1', ' 2'], ['3', '4 ']] }, '1 2 | 3 4'],
  ])('keys %j as %j', (answer, key) => {
    expect(answerKeyOf(answer)).toBe(key);
  });
});

describe('nextIndexAfterSave', () => {
  const ids = [10, 11, 12, 13];
  it.each([
    ['moves to the next task', 0, {}, 1],
    ['moves on even past answered ones', 1, { '12': { user_answer: '1' } }, 2],
    ['from the last goes to the first unanswered', 3, { '10': { user_answer: '1' }, '13': { user_answer: '2' } }, 1],
    ['from the last stays when all are answered', 3, { '10': { user_answer: '1' }, '11': { user_answer: '1' }, '12': { user_answer: '1' }, '13': { user_answer: '1' } }, 3],
  ])('%s', (_name, current, answers, next) => {
    expect(nextIndexAfterSave(current, ids, answers)).toBe(next);
  });

  it('stays on a one-task variant', () => {
    expect(nextIndexAfterSave(0, [5], { '5': { user_answer: '1' } })).toBe(0);
  });
});

describe('verdictOf', () => {
  const verdicts = { '1': { answerKey: '42', isCorrect: true }, '2': { answerKey: '1 2 | 3 4', isCorrect: false } };
  it.each([
    ['a checked field', 1, { '1': { user_answer: ' 42 ' } }, 'correct'],
    ['a checked table', 2, { '2': { user_table_answer: [['1', '2'], ['3', '4']] } }, 'incorrect'],
    ['an answer changed after the check', 1, { '1': { user_answer: '43' } }, null],
    ['an answer emptied after the check', 1, {}, null],
    ['a task never checked', 3, { '3': { user_answer: '42' } }, null],
  ])('%s', (_name, taskId, answers, verdict) => {
    expect(verdictOf(verdicts, taskId, answers)).toBe(verdict);
  });
});
