import { describe, expect, it } from 'vitest';
import { isEmptyRow, normalizeCell, normalizeTable } from './normalize-answer';

describe('normalizeCell', () => {
  it.each([
    ['  42  ', '42'],
    ['\t42\n', '42'],
    ['12   34', '12 34'],
    ['12\t\n34', '12 34'],
    ['12\u00a034', '12 34'],
    ['3,5', '3.5'],
    ['3.5', '3.5'],
    ['-0,25', '-0.25'],
    ['1,5 2,75', '1.5 2.75'],
    ['а, б', 'а, б'],
    ['x,1', 'x,1'],
    ['ABC', 'abc'],
    ['АБВЁ', 'абвё'],
    ['Ответ', 'ответ'],
    ['42.', '42.'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (value, expected) => {
    expect(normalizeCell(value)).toBe(expected);
  });

  it('keeps Latin and Cyrillic look-alikes apart', () => {
    expect(normalizeCell('A')).not.toBe(normalizeCell('А'));
  });
});

describe('normalizeTable', () => {
  it.each([
    ['normalises every cell', [[' 3,5 ', 'AB']], [['3.5', 'ab']]],
    ['drops empty rows at the end', [['1', '2'], ['', ' '], ['', '']], [['1', '2']]],
    ['keeps empty rows in between', [['1', '2'], ['', ''], ['3', '4'], ['', '']], [['1', '2'], ['', ''], ['3', '4']]],
    ['keeps empty rows at the start', [['', ''], ['3', '4']], [['', ''], ['3', '4']]],
    ['keeps empty cells inside a row', [['', '2']], [['', '2']]],
    ['an all-empty table becomes no rows', [['', ''], [' ', '\t']], []],
    ['drops rows with no cells at the end', [['1'], []], [['1']]],
    ['no rows stays no rows', [], []],
  ])('%s', (_name, rows, expected) => {
    expect(normalizeTable(rows)).toEqual(expected);
  });

  it('does not change the rows it is given', () => {
    const rows = [[' A '], ['']];
    normalizeTable(rows);
    expect(rows).toEqual([[' A '], ['']]);
  });
});

describe('isEmptyRow', () => {
  it.each([
    [['', ''], true],
    [[], true],
    [['', '1'], false],
    [[' '], false],
  ])('%j → %s', (row, expected) => {
    expect(isEmptyRow(row)).toBe(expected);
  });
});
