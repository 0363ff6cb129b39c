import { describe, expect, it } from 'vitest';
import { answerLinesOf } from './answer-lines';

describe('answerLinesOf', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['42', ['42']],
    ['10 18', ['10 18']],
    ['1 2 | 3 4', ['1 2', '3 4']],
    ['1 2 |  | 5 6', ['1 2', '5 6']],
  ])('%j → %j', (joined, lines) => {
    expect(answerLinesOf(joined)).toEqual(lines);
  });
});
