import { describe, expect, it } from 'vitest';
import { answerTableColumns } from './answer-table-columns';

describe('answerTableColumns', () => {
  it('gives each column the room of its own longest value', () => {
    expect(answerTableColumns([['592', '193268410']])).toBe('max(104px, calc(4ch + 30px)) max(104px, calc(10ch + 30px))');
  });

  it('takes the longest value of a column over all its rows', () => {
    expect(answerTableColumns([['1', ''], ['123456', '7']])).toBe('max(104px, calc(7ch + 30px)) max(104px, calc(2ch + 30px))');
  });

  it('keeps the narrower floor of a table with more than four columns and stops growing at 40 characters', () => {
    const columns = answerTableColumns([['', '', '', '', 'x'.repeat(60)]]).split(' max');
    expect(columns).toHaveLength(5);
    expect(columns[0]).toBe('max(72px, calc(1ch + 30px))');
    expect(columns[4]).toBe('(72px, calc(41ch + 30px))');
  });
});
