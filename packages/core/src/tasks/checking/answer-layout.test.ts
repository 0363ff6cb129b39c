import { describe, expect, it } from 'vitest';
import { answerLayoutOf, type AnswerLayout } from './answer-layout';

const field: AnswerLayout = { kind: 'field' };
const table = (rows: number, cols: number): AnswerLayout => ({ kind: 'table', rows, cols });

describe('answerLayoutOf', () => {
  const byType: [number, AnswerLayout][] = [
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19, 21, 22, 23, 24].map(
      (type): [number, AnswerLayout] => [type, field],
    ),
    [17, table(1, 2)],
    [18, table(1, 2)],
    [20, table(1, 2)],
    [25, table(10, 2)],
    [26, table(1, 2)],
    [27, table(2, 2)],
  ];

  it('covers every type 1–27 exactly once', () => {
    expect(byType.map(([type]) => type).sort((a, b) => a - b)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  });

  it.each(byType)('type %i without a shape of its own is %j', (type, layout) => {
    expect(answerLayoutOf(type)).toEqual(layout);
    expect(answerLayoutOf(type, null)).toEqual(layout);
  });

  it.each([
    [5, [3, 4], table(3, 4)],
    [17, [2, 3], table(2, 3)],
    [25, [1, 1], table(1, 1)],
    [27, [20, 20], table(20, 20)],
  ] as const)('type %i with its own shape %j is %j', (type, shape, layout) => {
    expect(answerLayoutOf(type, shape)).toEqual(layout);
  });

  it.each([0, 28, -1, 1.5, Number.NaN])('refuses type %s', (type) => {
    expect(() => answerLayoutOf(type)).toThrow(RangeError);
  });

  it.each([
    [0, 2],
    [2, 0],
    [21, 1],
    [1, 21],
    [1.5, 2],
  ] as const)('refuses shape %i×%i', (rows, cols) => {
    expect(() => answerLayoutOf(17, [rows, cols])).toThrow(RangeError);
  });
});
