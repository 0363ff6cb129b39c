import { describe, expect, it } from 'vitest';
import { blockChangeOf } from './block-change';

describe('blockChangeOf', () => {
  it('joins the questions’ changes: the latest time, any statement, any answer', () => {
    expect(blockChangeOf([{}, {}, {}])).toBeUndefined();
    expect(
      blockChangeOf([
        { changed: { at: '2026-11-29T10:00:00.000Z', statement: true, answer: false } },
        {},
        { changed: { at: '2026-11-29T12:00:00.000Z', statement: false, answer: true } },
      ]),
    ).toEqual({ at: '2026-11-29T12:00:00.000Z', statement: true, answer: true });
  });
});
