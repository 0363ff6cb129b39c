import { describe, expect, it } from 'vitest';
import { experienceForSolve } from './experience-for-solve';

describe('experience for a first solve', () => {
  it.each([
    [1, 0, 10], [1, 9, 10], [1, 10, 5], [1, 29, 5], [1, 30, 2], [25, 100, 2],
    [26, 0, 10], [26, 19, 10], [26, 20, 5], [27, 59, 5], [27, 60, 2],
  ])('type %i after %i solved gives %i', (type, before, xp) => {
    expect(experienceForSolve(type, before)).toBe(xp);
  });
});
