import { describe, expect, it } from 'vitest';
import { isTypeMastered } from './is-type-mastered';

describe('isTypeMastered', () => {
  it('needs at least 5 solved tasks', () => {
    expect(isTypeMastered({ solved: 4, recentAttempts: 4, recentCorrect: 4 })).toBe(false);
    expect(isTypeMastered({ solved: 5, recentAttempts: 5, recentCorrect: 5 })).toBe(true);
  });

  it('needs 80% of the last 10 answers correct', () => {
    expect(isTypeMastered({ solved: 12, recentAttempts: 10, recentCorrect: 8 })).toBe(true);
    expect(isTypeMastered({ solved: 12, recentAttempts: 10, recentCorrect: 7 })).toBe(false);
  });

  it('takes 80% of fewer answers when there are fewer than 10', () => {
    expect(isTypeMastered({ solved: 5, recentAttempts: 6, recentCorrect: 5 })).toBe(true);
    expect(isTypeMastered({ solved: 5, recentAttempts: 7, recentCorrect: 5 })).toBe(false);
  });

  it('is false with no answers at all', () => {
    expect(isTypeMastered({ solved: 5, recentAttempts: 0, recentCorrect: 0 })).toBe(false);
  });
});
