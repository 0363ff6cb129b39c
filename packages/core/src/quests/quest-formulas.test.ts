import { describe, expect, it } from 'vitest';
import { estimatedQuestExperience } from './quest-formulas';

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
