import { describe, expect, it } from 'vitest';
import { answerSheetColumnsOf } from './answer-sheet-columns';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('answerSheetColumnsOf', () => {
  it('keeps a short sheet in one column', () => {
    expect(answerSheetColumnsOf(numbers(14))).toEqual([numbers(14)]);
  });

  it('splits a whole variant in two, the larger half on the left', () => {
    const [left, right] = answerSheetColumnsOf(numbers(27));
    expect(left).toEqual(numbers(14));
    expect(right).toEqual(numbers(27).slice(14));
  });
});
