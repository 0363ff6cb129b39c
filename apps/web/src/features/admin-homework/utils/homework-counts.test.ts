import { describe, expect, it } from 'vitest';
import { clampCount, tasksByTypeOf } from '../../../lib/type-counts';
import { countKeyOf, defaultHomeworkCounts, maxHomeworkCount } from './homework-counts';

const clampHomeworkCount = (value: unknown) => clampCount(value, maxHomeworkCount);

describe('homework counts', () => {
  it('clamps a count to a whole 0–99', () => {
    expect(clampHomeworkCount(120)).toBe(99);
    expect(clampHomeworkCount(-3)).toBe(0);
    expect(clampHomeworkCount(4.7)).toBe(4);
    expect(clampHomeworkCount('12')).toBe(12);
    expect(clampHomeworkCount('')).toBe(0);
    expect(clampHomeworkCount('абв')).toBe(0);
  });

  it('merges 19, 20 and 21 into the block key', () => {
    expect([18, 19, 20, 21, 22].map(countKeyOf)).toEqual(['18', '19-21', '19-21', '19-21', '22']);
  });

  it('defaults to one task of each type solved before, the block once', () => {
    const counts = defaultHomeworkCounts([2, 20, 21, 27]);
    expect(Object.keys(counts)).toHaveLength(25);
    expect(Object.values(counts).filter((count) => count > 0)).toHaveLength(3);
    expect(tasksByTypeOf(counts)).toEqual({ '2': 1, '19-21': 1, '27': 1 });
    expect(tasksByTypeOf(defaultHomeworkCounts([]))).toEqual({});
  });

  it('sends only the types asked for', () => {
    expect(tasksByTypeOf({ ...defaultHomeworkCounts([5]), '19-21': 2, '7': 0 })).toEqual({ '5': 1, '19-21': 2 });
  });
});
