import { describe, expect, it } from 'vitest';
import { examPointsOf, maxPointsByType, maxPointsOf, type PartsOutcome } from './exam-points';

describe('maxPointsOf', () => {
  it.each([
    ...Array.from({ length: 25 }, (_, i): [number, number] => [i + 1, 1]),
    [26, 2],
    [27, 2],
  ])('type %i gives at most %i', (type, points) => {
    expect(maxPointsOf(type)).toBe(points);
  });

  it('has exactly the types 1–27', () => {
    expect(Object.keys(maxPointsByType).map(Number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  });

  it.each([0, 28])('refuses type %i', (type) => {
    expect(() => maxPointsOf(type)).toThrow(RangeError);
  });
});

describe('examPointsOf', () => {
  const right: PartsOutcome = { is_correct: true, solved_parts: null };
  const wrong: PartsOutcome = { is_correct: false, solved_parts: null };
  it.each([
    ['1 right', 1, right, 1],
    ['1 wrong', 1, wrong, 0],
    ['25 right', 25, right, 1],
    ['25 wrong', 25, wrong, 0],
    ['26 both right', 26, { is_correct: true, solved_parts: [true, true] }, 2],
    ['26 first right', 26, { is_correct: false, solved_parts: [true, false] }, 1],
    ['26 second right', 26, { is_correct: false, solved_parts: [false, true] }, 1],
    ['26 swapped', 26, { is_correct: false, solved_parts: [false, false], swapped: true }, 1],
    ['26 none', 26, { is_correct: false, solved_parts: [false, false] }, 0],
    ['27 both files', 27, { is_correct: true, solved_parts: [true, true] }, 2],
    ['27 file A', 27, { is_correct: false, solved_parts: [true, false] }, 1],
    ['27 file B', 27, { is_correct: false, solved_parts: [false, true] }, 1],
    ['27 none', 27, { is_correct: false, solved_parts: [false, false] }, 0],
    ['27 swapped earns nothing', 27, { is_correct: false, solved_parts: [false, false], swapped: true }, 0],
  ] as const)('%s → %i', (_name, type, outcome, points) => {
    expect(examPointsOf(type, outcome)).toBe(points);
  });
});
