import { describe, expect, it } from 'vitest';
import { groupLevelOf } from './group-level-of';

describe('groupLevelOf', () => {
  it('follows the curve 500, 1 500, 3 000 and caps the progress at 100%', () => {
    expect(groupLevelOf(0)).toEqual({ level: 1, experience_for_next_level: 500, progress_percentage: 0 });
    expect(groupLevelOf(250)).toEqual({ level: 1, experience_for_next_level: 500, progress_percentage: 50 });
    expect(groupLevelOf(499).level).toBe(1);
    expect(groupLevelOf(500)).toEqual({ level: 2, experience_for_next_level: 1500, progress_percentage: 33 });
    expect(groupLevelOf(1500).level).toBe(3);
    expect(groupLevelOf(3000).level).toBe(4);
    expect(groupLevelOf(10_000_000).progress_percentage).toBeLessThanOrEqual(100);
  });
});
