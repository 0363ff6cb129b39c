import { describe, expect, it } from 'vitest';
import { answerLayoutOf } from './answer-layout';
import { answerValueOf, type AnswerValue } from './answer-value';
import {
  checkAnswerForm,
  fieldNumberMessage,
  fieldOneValueMessage,
  halfRowMessage,
  oneCellMessage,
  tableNumbersMessage,
  twoNumbersMessage,
} from './check-answer-form';
import { examFormFixtures } from './exam-form-fixtures';

const field = (value: string): AnswerValue => ({ kind: 'field', value });
const table = (rows: string[][]): AnswerValue => ({ kind: 'table', rows });

describe('checkAnswerForm', () => {
  it('passes the right and the wrong answer of every type in every exam form', () => {
    for (const fixture of examFormFixtures) {
      const layout = answerLayoutOf(fixture.type, fixture.served);
      for (const answer of [fixture.answer, fixture.wrong]) {
        const value = answerValueOf(layout, answer, null);
        expect(checkAnswerForm(fixture.type, layout, value), `${fixture.type} ${fixture.year}: ${answer}`).toBeNull();
      }
    }
  });

  it.each([
    ['a number', 5, '44'],
    ['a decimal with a comma', 3, '17,4'],
    ['a negative number', 16, '-12'],
    ['letters of task 2', 2, 'yxzw'],
    ['a code word of task 4 with its leading zero', 4, '0110'],
    ['letters of task 1 in an older collection', 1, 'АБВ'],
    ['a number in another base for task 14', 14, '1A'],
  ])('a field with %s passes', (_name, type, value) => {
    expect(checkAnswerForm(type, answerLayoutOf(type), field(value))).toBeNull();
  });

  it.each([
    ['letters where a number is asked', 5, '4x', fieldNumberMessage],
    ['a word', 23, 'сорок', fieldNumberMessage],
    ['two numbers', 19, '30 31', fieldOneValueMessage],
  ])('a field with %s is refused', (_name, type, value, message) => {
    expect(checkAnswerForm(type, answerLayoutOf(type), field(value))).toEqual({ message, spread: null });
  });

  it('a table typed into its first cell is refused with the table it should be', () => {
    const layout = answerLayoutOf(27);
    const problem = checkAnswerForm(27, layout, table([['1 2 3 4', ''], ['', '']]));
    expect(problem).toEqual({ message: oneCellMessage, spread: [['1', '2'], ['3', '4']] });
  });

  it('a crowded cell among other filled cells is refused with nothing to spread', () => {
    expect(checkAnswerForm(27, answerLayoutOf(27), table([['1', '2 3'], ['', '']]))).toEqual({ message: oneCellMessage, spread: null });
  });

  it('more values than cells in one cell cannot be spread', () => {
    expect(checkAnswerForm(26, answerLayoutOf(26), table([['1 2 3', '']]))).toEqual({ message: oneCellMessage, spread: null });
  });

  it('letters in a table of numbers are refused', () => {
    expect(checkAnswerForm(26, answerLayoutOf(26), table([['12', 'abc']]))).toEqual({ message: tableNumbersMessage, spread: null });
  });

  it('one of two numbers of 17, 18 and 20 is refused; of 26 and 27 it earns a part', () => {
    for (const type of [17, 18, 20]) {
      expect(checkAnswerForm(type, answerLayoutOf(type), table([['7', '']]))).toEqual({ message: twoNumbersMessage, spread: null });
    }
    expect(checkAnswerForm(26, answerLayoutOf(26), table([['7', '']]))).toBeNull();
    expect(checkAnswerForm(27, answerLayoutOf(27), table([['7', '8'], ['', '']]))).toBeNull();
    expect(checkAnswerForm(27, answerLayoutOf(27, [1, 2]), table([['', '8']]))).toBeNull();
  });

  it('a row of task 25 with a number and no result is refused', () => {
    const rows = answerValueOf(answerLayoutOf(25), '10 1 | 20', null);
    expect(checkAnswerForm(25, answerLayoutOf(25), rows)).toEqual({ message: halfRowMessage, spread: null });
  });

  it('a task 25 an uploader gave one column answers with numbers alone', () => {
    const layout = answerLayoutOf(25, [5, 1]);
    expect(checkAnswerForm(25, layout, answerValueOf(layout, '10 | 20 | 30', null))).toBeNull();
  });

  it('a table an uploader gave a word-answer type may hold words', () => {
    const layout = answerLayoutOf(2, [1, 2]);
    expect(checkAnswerForm(2, layout, table([['xy', 'zw']]))).toBeNull();
    expect(checkAnswerForm(2, layout, table([['12 13', '']]))).toEqual({ message: oneCellMessage, spread: [['12', '13']] });
  });

  it('a blank answer is left to the caller', () => {
    expect(checkAnswerForm(5, answerLayoutOf(5), field('  '))).toBeNull();
    expect(checkAnswerForm(27, answerLayoutOf(27), table([['', ''], ['', ' ']]))).toBeNull();
  });
});
