import { describe, expect, it } from 'vitest';
import { levelOf, levelProgressOf } from './level';

describe('levels', () => {
  it.each([
    [0, 1, 0],
    [99, 1, 99],
    [100, 2, 0],
    [250, 3, 50],
    [1000, 11, 0],
  ])('%i experience is level %i with %i in the bar', (xp, level, progress) => {
    expect(levelOf(xp)).toBe(level);
    expect(levelProgressOf(xp)).toBe(progress);
  });
});
