import { describe, expect, it } from 'vitest';
import { checkFieldsOf, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { cellAfterArrow, pasteIntoTable, withCellText } from './answer-cells';

const table = (rows: string[][]) => ({ kind: 'table', rows }) as Extract<AnswerValue, { kind: 'table' }>;

describe('table answers', () => {
  it('a paste into the first cell spreads the values row by row, as on the web', () => {
    expect(pasteIntoTable(table([['', ''], ['', '']]), 0, '1 2\n3\t4')).toEqual({ value: table([['1', '2'], ['3', '4']]), cell: 3 });
  });

  it('too many values for the first cell clear the table', () => {
    expect(pasteIntoTable(table([['x', '']]), 0, '1 2 3').value).toEqual(table([['', '']]));
  });

  it('a paste into another cell fills from there and drops the rest', () => {
    expect(pasteIntoTable(table([['a', ''], ['', '']]), 1, '5 6 7 8')).toEqual({ value: table([['a', '5'], ['6', '7']]), cell: 3 });
  });

  it('arrows move inside the table and report leaving it', () => {
    const value = table([['', ''], ['', '']]);
    expect(cellAfterArrow(value, 0, 'right')).toBe(1);
    expect(cellAfterArrow(value, 1, 'down')).toBe(3);
    expect(cellAfterArrow(value, 1, 'right')).toBeNull();
    expect(cellAfterArrow(value, 0, 'up')).toBeNull();
  });

  it('the check sends trimmed cells', () => {
    expect(checkFieldsOf(withCellText(table([['', '']]), 1, ' 7 '))).toEqual({ user_table_answer: [['', '7']] });
  });
});
