import { describe, expect, it } from 'vitest';
import { helperMultiplier } from './helper-multiplier';

describe('helperMultiplier', () => {
  it('is 1.2 at n ≤ 0, rises by 0.2 a day to 2.0 at 5 and stays there', () => {
    expect([-3, 0, 1, 2, 3, 4, 5, 6, 30].map(helperMultiplier)).toEqual([1.2, 1.2, 1.2, 1.4, 1.6, 1.8, 2, 2, 2]);
  });
});
