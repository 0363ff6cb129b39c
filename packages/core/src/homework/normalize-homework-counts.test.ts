import { describe, expect, it } from 'vitest';
import { badBlockCountMessage, noTaskChosenMessage, normalizeHomeworkCounts } from './normalize-homework-counts';

describe('normalizeHomeworkCounts', () => {
  it('clamps each count to 0..99 and drops the zeros', () => {
    expect(normalizeHomeworkCounts({ '1': 150, '2': -3, '5': 2.7, '19-21': 1, '27': 0 })).toEqual({ '1': 99, '5': 2, '19-21': 1 });
  });

  it('refuses a negative or fractional count of blocks', () => {
    expect(() => normalizeHomeworkCounts({ '1': 1, '19-21': -1 })).toThrow(badBlockCountMessage);
    expect(() => normalizeHomeworkCounts({ '19-21': 1.5 })).toThrow(badBlockCountMessage);
  });

  it('needs at least one task', () => {
    expect(() => normalizeHomeworkCounts({})).toThrow(noTaskChosenMessage);
    expect(() => normalizeHomeworkCounts({ '3': 0, '4': -2, '19-21': 0 })).toThrow(noTaskChosenMessage);
  });
});
