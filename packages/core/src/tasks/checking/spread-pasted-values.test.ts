import { describe, expect, it } from 'vitest';
import { spreadPastedValues } from './spread-pasted-values';

describe('spreadPastedValues', () => {
  it.each([
    ['fills row by row', '1 2 3', 2, 2, [['1', '2'], ['3', '']]],
    ['fills exactly', '1 2 3 4', 2, 2, [['1', '2'], ['3', '4']]],
    ['one value stays in the first cell', '42', 2, 2, [['42', ''], ['', '']]],
    ['one value with spaces around it', '  42\n', 1, 2, [['42', '']]],
    ['more values than cells clear the table', '1 2 3 4 5', 2, 2, [['', ''], ['', '']]],
    ['tabs and newlines from a spreadsheet', '1\t2\n3\t4\n', 2, 2, [['1', '2'], ['3', '4']]],
    ['runs of whitespace count once', '1   \t 2\r\n\r\n3', 1, 3, [['1', '2', '3']]],
    ['a 10×2 table of task 25', '10 1 20 2', 10, 2, [['10', '1'], ['20', '2'], ...Array.from({ length: 8 }, () => ['', ''])]],
    ['nothing pasted leaves it empty', '  ', 1, 2, [['', '']]],
    ['values are kept as typed', 'АБ 3,5', 1, 2, [['АБ', '3,5']]],
  ])('%s', (_name, text, rows, cols, expected) => {
    expect(spreadPastedValues(text, rows, cols)).toEqual(expected);
  });

  it('refuses a negative size', () => {
    expect(() => spreadPastedValues('1', -1, 2)).toThrow(RangeError);
  });
});
