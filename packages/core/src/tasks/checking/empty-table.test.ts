import { describe, expect, it } from 'vitest';
import { emptyTable } from './empty-table';

describe('emptyTable', () => {
  it.each([
    [1, 2, [['', '']]],
    [2, 2, [['', ''], ['', '']]],
    [3, 1, [[''], [''], ['']]],
    [0, 4, []],
  ])('%i×%i', (rows, cols, expected) => {
    expect(emptyTable(rows, cols)).toEqual(expected);
  });

  it('gives rows that do not share one array', () => {
    const table = emptyTable(2, 2);
    table[0]![0] = 'x';
    expect(table[1]![0]).toBe('');
  });

  it.each([
    [-1, 2],
    [2, -1],
    [1.5, 2],
    [2, Number.NaN],
  ])('refuses %s×%s', (rows, cols) => {
    expect(() => emptyTable(rows, cols)).toThrow(RangeError);
  });
});
