import { describe, expect, it } from 'vitest';
import { checkAnswer, type CheckableTask, type SubmittedAnswer } from './check-answer';

type Shape = [number, number] | null;
const fieldTask = (type: number, answer: string | null, answer_rows: string[][] | null = null, table_shape: Shape = null): CheckableTask => ({
  type,
  answer_type: 'field',
  answer,
  answer_rows,
  table_shape,
});
const tableTask = (type: number, answer_rows: string[][] | null, answer: string | null = null, table_shape: Shape = null): CheckableTask => ({
  type,
  answer_type: 'table',
  answer,
  answer_rows,
  table_shape,
});

describe('checkAnswer: field tasks', () => {
  it.each<[string, CheckableTask, SubmittedAnswer, boolean]>([
    ['same number', fieldTask(1, '42'), { user_answer: '42' }, true],
    ['another number', fieldTask(1, '42'), { user_answer: '43' }, false],
    ['spaces around', fieldTask(2, '42'), { user_answer: '  42 \n' }, true],
    ['spaces inside collapse', fieldTask(2, '12 34'), { user_answer: '12   34' }, true],
    ['a missing space counts', fieldTask(2, '12 34'), { user_answer: '1234' }, false],
    ['decimal comma', fieldTask(3, '3.5'), { user_answer: '3,5' }, true],
    ['decimal comma in the key', fieldTask(3, '3,5'), { user_answer: '3.5' }, true],
    ['Latin case', fieldTask(4, 'xzyw'), { user_answer: 'XZYW' }, true],
    ['Cyrillic case', fieldTask(4, 'АБВГ'), { user_answer: 'абвг' }, true],
    ['letter order counts', fieldTask(4, 'абвг'), { user_answer: 'бавг' }, false],
    ['a trailing point counts', fieldTask(5, '42'), { user_answer: '42.' }, false],
    ['a table sent joins its filled cells', fieldTask(6, '12 34'), { user_table_answer: [['12', ''], ['', '34']] }, true],
    ['a table sent that differs', fieldTask(6, '12 34'), { user_table_answer: [['12', '35']] }, false],
    ['the field wins over a table', fieldTask(7, '5'), { user_answer: '5', user_table_answer: [['6']] }, true],
    ['a blank field falls back to the table', fieldTask(7, '5'), { user_answer: ' ', user_table_answer: [['5']] }, true],
    ['key only in rows', fieldTask(8, null, [['7', '8']]), { user_answer: '7 8' }, true],
    ['no key at all is never right', fieldTask(8, null), { user_answer: '7' }, false],
    ['a blank key is never right', fieldTask(8, '  '), { user_answer: '7' }, false],
  ])('%s', (_name, task, submitted, correct) => {
    expect(checkAnswer(task, submitted)).toEqual({
      empty: false,
      is_correct: correct,
      solved_parts: null,
      feedback_parts: null,
      points: correct ? 1 : 0,
      max_points: 1,
    });
  });
});

describe('checkAnswer: table tasks', () => {
  it.each<[string, CheckableTask, SubmittedAnswer, boolean]>([
    ['same row', tableTask(17, [['12', '34']]), { user_table_answer: [['12', '34']] }, true],
    ['cells swapped', tableTask(17, [['12', '34']]), { user_table_answer: [['34', '12']] }, false],
    ['one cell wrong', tableTask(18, [['12', '34']]), { user_table_answer: [['12', '35']] }, false],
    ['cells normalised', tableTask(18, [['3.5', 'ab']]), { user_table_answer: [[' 3,5 ', 'AB']] }, true],
    ['one row typed in a field', tableTask(20, [['12', '34']]), { user_answer: '12 34' }, true],
    ['a field with too many values', tableTask(20, [['12', '34']]), { user_answer: '12 34 56' }, false],
    ['rows typed in a field with |', tableTask(25, [['1', '2'], ['3', '4']]), { user_answer: '1 2 | 3 4' }, true],
    [
      'task 25: empty rows at the end ignored',
      tableTask(25, [['10', '1'], ['20', '2'], ['', ''], ['', '']]),
      { user_table_answer: [['10', '1'], ['20', '2'], ...Array.from({ length: 8 }, () => ['', ''])] },
      true,
    ],
    ['task 25: a row missing', tableTask(25, [['10', '1'], ['20', '2']]), { user_table_answer: [['10', '1'], ['', '']] }, false],
    ['task 25: a row too many', tableTask(25, [['10', '1']]), { user_table_answer: [['10', '1'], ['20', '2']] }, false],
    [
      'task 25: an empty row in between moves the rows',
      tableTask(25, [['10', '1'], ['20', '2']]),
      { user_table_answer: [['10', '1'], ['', ''], ['20', '2']] },
      false,
    ],
    [
      'task 25: an empty row in between that the key has too',
      tableTask(25, [['10', '1'], ['', ''], ['20', '2']]),
      { user_table_answer: [['10', '1'], ['', ''], ['20', '2']] },
      true,
    ],
    ['padding cells at a row end are empty', tableTask(17, [['12', '34', '']]), { user_table_answer: [['12', '34']] }, true],
    ['a missing cell is not right', tableTask(17, [['12', '34']]), { user_table_answer: [['12']] }, false],
    ['key only as text', tableTask(17, null, '12 34'), { user_table_answer: [['12', '34']] }, true],
    ['key rows blank, text used', tableTask(17, [['', '']], '12 34'), { user_table_answer: [['12', '34']] }, true],
    ['no key at all is never right', tableTask(17, null), { user_table_answer: [['12', '34']] }, false],
    ['a field type given a table by its uploader', tableTask(5, [['1', '2'], ['3', '4']]), { user_answer: '1 2 | 3 4' }, true],
  ])('%s', (_name, task, submitted, correct) => {
    expect(checkAnswer(task, submitted)).toEqual({
      empty: false,
      is_correct: correct,
      solved_parts: null,
      feedback_parts: null,
      points: correct ? 1 : 0,
      max_points: 1,
    });
  });
});

describe('checkAnswer: task 26, two numbers', () => {
  const task = tableTask(26, [['125', '37']]);
  it.each<[string, SubmittedAnswer, [boolean, boolean], number]>([
    ['both right', { user_table_answer: [['125', '37']] }, [true, true], 2],
    ['first right', { user_table_answer: [['125', '38']] }, [true, false], 1],
    ['second right', { user_table_answer: [['124', '37']] }, [false, true], 1],
    ['first only, second left empty', { user_table_answer: [['125', '']] }, [true, false], 1],
    ['swapped', { user_table_answer: [['37', '125']] }, [false, false], 1],
    ['none right', { user_table_answer: [['1', '2']] }, [false, false], 0],
    ['only the first moved to second place is not a swap', { user_table_answer: [['1', '125']] }, [false, false], 0],
    ['only the second moved to first place is not a swap', { user_table_answer: [['37', '1']] }, [false, false], 0],
    ['one of them doubled is not a swap', { user_table_answer: [['37', '37']] }, [false, true], 1],
    ['typed in a field', { user_answer: '125 37' }, [true, true], 2],
    ['typed in a field, swapped', { user_answer: '37 125' }, [false, false], 1],
  ])('%s', (_name, submitted, parts, points) => {
    expect(checkAnswer(task, submitted)).toEqual({
      empty: false,
      is_correct: parts.every(Boolean),
      solved_parts: parts,
      feedback_parts: [`Часть 1: ${parts[0] ? 'верно' : 'неверно'}`, `Часть 2: ${parts[1] ? 'верно' : 'неверно'}`],
      points,
      max_points: 2,
    });
  });

  it('reads the key from text when it is stored as a field', () => {
    const verdict = checkAnswer(fieldTask(26, '125 37'), { user_table_answer: [['125', '0']] });
    expect(verdict.solved_parts).toEqual([true, false]);
    expect(verdict.points).toBe(1);
  });

  it('a key with equal numbers, answered right, is both parts', () => {
    const verdict = checkAnswer(tableTask(26, [['5', '5']]), { user_answer: '5 5' });
    expect([verdict.is_correct, verdict.points]).toEqual([true, 2]);
  });
});

describe('checkAnswer: task 27, two files', () => {
  const task = tableTask(27, [['10', '20'], ['300', '400']]);
  it.each<[string, SubmittedAnswer, [boolean, boolean], number]>([
    ['both files', { user_table_answer: [['10', '20'], ['300', '400']] }, [true, true], 2],
    ['file A only', { user_table_answer: [['10', '20'], ['300', '401']] }, [true, false], 1],
    ['file B only', { user_table_answer: [['10', '21'], ['300', '400']] }, [false, true], 1],
    ['none', { user_table_answer: [['1', '2'], ['3', '4']] }, [false, false], 0],
    ['file A, file B left empty', { user_table_answer: [['10', '20'], ['', '']] }, [true, false], 1],
    ['file B, file A left empty', { user_table_answer: [['', ''], ['300', '400']] }, [false, true], 1],
    ['half a pair is not the file', { user_table_answer: [['10', ''], ['300', '400']] }, [false, true], 1],
    ['files in each other\'s rows', { user_table_answer: [['300', '400'], ['10', '20']] }, [false, false], 0],
    ['typed in a field with |', { user_answer: '10 20 | 300 400' }, [true, true], 2],
  ])('%s', (_name, submitted, parts, points) => {
    expect(checkAnswer(task, submitted)).toEqual({
      empty: false,
      is_correct: parts.every(Boolean),
      solved_parts: parts,
      feedback_parts: [`Файл A: ${parts[0] ? 'верно' : 'неверно'}`, `Файл B: ${parts[1] ? 'верно' : 'неверно'}`],
      points,
      max_points: 2,
    });
  });

  it('a 2×2 key missing file B (stored before shapes were checked) never counts file B', () => {
    const verdict = checkAnswer(tableTask(27, [['10', '20']]), { user_table_answer: [['10', '20'], ['', '']] });
    expect(verdict.solved_parts).toEqual([true, false]);
    expect(verdict.is_correct).toBe(false);
  });
});

describe('checkAnswer: task 27 of 2021–2024, one row (1×2): file A, then file B', () => {
  const task = tableTask(27, [['283', '5071']], null, [1, 2]);
  it.each<[string, SubmittedAnswer, [boolean, boolean], number]>([
    ['both files', { user_table_answer: [['283', '5071']] }, [true, true], 2],
    ['file A only', { user_table_answer: [['283', '5070']] }, [true, false], 1],
    ['file B only', { user_table_answer: [['282', '5071']] }, [false, true], 1],
    ['file A, file B left empty', { user_table_answer: [['283', '']] }, [true, false], 1],
    ['file B, file A left empty', { user_table_answer: [['', '5071']] }, [false, true], 1],
    ['none', { user_table_answer: [['1', '2']] }, [false, false], 0],
    ['swapped files are two wrong files', { user_table_answer: [['5071', '283']] }, [false, false], 0],
    ['typed in a field', { user_answer: '283 5071' }, [true, true], 2],
    ['typed in a field, one number', { user_answer: '283' }, [true, false], 1],
  ])('%s', (_name, submitted, parts, points) => {
    expect(checkAnswer(task, submitted)).toEqual({
      empty: false,
      is_correct: parts.every(Boolean),
      solved_parts: parts,
      feedback_parts: [`Файл A: ${parts[0] ? 'верно' : 'неверно'}`, `Файл B: ${parts[1] ? 'верно' : 'неверно'}`],
      points,
      max_points: 2,
    });
  });

  it('reads the key typed as text the same way', () => {
    const verdict = checkAnswer(fieldTask(27, '283 5071', null, [1, 2]), { user_table_answer: [['283', '1']] });
    expect([verdict.solved_parts, verdict.points]).toEqual([[true, false], 1]);
  });
});

describe('checkAnswer: a task served as a table whose key was typed as text', () => {
  it('task 25 keyed as rows of text is checked row by row', () => {
    const task = fieldTask(25, '1002 17 | 2004 34');
    expect(checkAnswer(task, { user_table_answer: [['1002', '17'], ['2004', '34'], ['', '']] }).is_correct).toBe(true);
    expect(checkAnswer(task, { user_table_answer: [['1002', '17', '2004', '34']] }).is_correct).toBe(false);
  });

  it('task 17 keyed as one line is its one row', () => {
    expect(checkAnswer(fieldTask(17, '12 34'), { user_table_answer: [['12', '34']] }).is_correct).toBe(true);
  });
});

describe('checkAnswer: a two-part task in a shape with no rule', () => {
  it('is right or wrong as a whole, with all or none of its points', () => {
    const task = tableTask(27, [['1'], ['2'], ['3']], null, [3, 1]);
    expect(checkAnswer(task, { user_table_answer: [['1'], ['2'], ['3']] })).toMatchObject({ is_correct: true, points: 2, solved_parts: null });
    expect(checkAnswer(task, { user_table_answer: [['1'], ['2'], ['4']] })).toMatchObject({ is_correct: false, points: 0 });
  });
});

describe('checkAnswer: empty answers', () => {
  it.each<[string, CheckableTask, SubmittedAnswer, number]>([
    ['nothing sent', fieldTask(1, '42'), {}, 1],
    ['nulls', fieldTask(1, '42'), { user_answer: null, user_table_answer: null }, 1],
    ['an empty field', fieldTask(1, '42'), { user_answer: '' }, 1],
    ['whitespace only', fieldTask(1, '42'), { user_answer: ' \t\n\u00a0' }, 1],
    ['an empty table', tableTask(17, [['1', '2']]), { user_table_answer: [['', ' ']] }, 1],
    ['no rows', tableTask(25, [['1', '2']]), { user_table_answer: [] }, 1],
    ['empty field and table', tableTask(26, [['1', '2']]), { user_answer: ' ', user_table_answer: [['', '']] }, 2],
    ['task 27', tableTask(27, [['1', '2'], ['3', '4']]), { user_table_answer: [['', ''], ['', '']] }, 2],
  ])('%s', (_name, task, submitted, maxPoints) => {
    expect(checkAnswer(task, submitted)).toEqual({
      empty: true,
      is_correct: false,
      solved_parts: null,
      feedback_parts: null,
      points: 0,
      max_points: maxPoints,
    });
  });

  it('refuses a task type outside 1–27', () => {
    expect(() => checkAnswer(fieldTask(28, '1'), { user_answer: '1' })).toThrow(RangeError);
  });
});
