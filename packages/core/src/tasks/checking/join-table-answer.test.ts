import { describe, expect, it } from 'vitest';
import { joinTableAnswer } from './join-table-answer';

describe('joinTableAnswer', () => {
  it.each([
    ['one row', [['12', '34']], '12 34'],
    ['two rows', [['1', '2'], ['3', '4']], '1 2 | 3 4'],
    ['normalised cells', [[' 3,5 ', 'AB ']], '3.5 ab'],
    ['empty rows at the end dropped', [['1', '2'], ['', ''], ['', '']], '1 2'],
    ['empty rows in between kept', [['1', '2'], ['', ''], ['3', '4']], '1 2 |  | 3 4'],
    ['empty cells at a row end dropped', [['1', ''], ['3', '4']], '1 | 3 4'],
    ['empty cells inside a row kept', [['', '2']], ' 2'],
    ['all empty', [['', ''], ['', '']], ''],
    ['no rows', [], ''],
  ])('%s', (_name, rows, expected) => {
    expect(joinTableAnswer(rows)).toBe(expected);
  });

  it('reads a padded row like a short one', () => {
    expect(joinTableAnswer([['5', '', '']])).toBe(joinTableAnswer([['5']]));
  });
});
