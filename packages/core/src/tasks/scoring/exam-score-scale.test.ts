import { describe, expect, it } from 'vitest';
import { maxPrimaryScore, testScoreByPrimary, testScoreOf } from './exam-score-scale';

// The whole table of EXAM.md, typed out again so a slip in the data shows.
const scale = [
  [0, 0], [1, 7], [2, 14], [3, 20], [4, 27], [5, 34], [6, 40], [7, 43], [8, 46], [9, 48],
  [10, 51], [11, 54], [12, 56], [13, 59], [14, 62], [15, 64], [16, 67], [17, 70], [18, 72], [19, 75],
  [20, 78], [21, 80], [22, 83], [23, 85], [24, 88], [25, 90], [26, 93], [27, 95], [28, 98], [29, 100],
] as const;

describe('exam score scale', () => {
  it('has 29 primary points at most (25×1 + 2×2)', () => {
    expect(maxPrimaryScore).toBe(29);
  });

  it('has one test score per primary score 0..29', () => {
    expect(testScoreByPrimary).toHaveLength(maxPrimaryScore + 1);
  });

  it('rises with every primary point', () => {
    testScoreByPrimary.slice(1).forEach((score, index) => expect(score).toBeGreaterThan(testScoreByPrimary[index]!));
  });

  it.each(scale)('%i primary → %i', (primary, test) => {
    expect(testScoreOf(primary)).toBe(test);
  });

  it.each([
    [-1, 0],
    [-100, 0],
    [30, 100],
    [1000, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    [6.9, 40],
    [0.5, 0],
  ])('%s primary is held to %i', (primary, test) => {
    expect(testScoreOf(primary)).toBe(test);
  });

  it('refuses NaN', () => {
    expect(() => testScoreOf(Number.NaN)).toThrow(RangeError);
  });
});
