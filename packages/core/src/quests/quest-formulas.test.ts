import { describe, expect, it } from 'vitest';
import { estimatedQuestExperience, helperMultiplier } from './quest-formulas';

describe('estimatedQuestExperience', () => {
  it('types 26 and 27: 10 below 20 solved, 5 below 60, then 2', () => {
    for (const type of [26, 27]) {
      expect([0, 19, 20, 59, 60, 500].map((n) => estimatedQuestExperience(type, n))).toEqual([10, 10, 5, 5, 2, 2]);
    }
  });

  it('the other types: 10 below 10 solved, 5 below 30, then 2', () => {
    for (const type of [1, 19, 25]) {
      expect([0, 9, 10, 29, 30, 500].map((n) => estimatedQuestExperience(type, n))).toEqual([10, 10, 5, 5, 2, 2]);
    }
  });
});

describe('helperMultiplier', () => {
  it('is 1.2 at n ≤ 0, rises by 0.2 a day to 2.0 at 5 and stays there', () => {
    expect([-3, 0, 1, 2, 3, 4, 5, 6, 30].map(helperMultiplier)).toEqual([1.2, 1.2, 1.2, 1.4, 1.6, 1.8, 2, 2, 2]);
  });
});
