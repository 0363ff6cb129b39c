import { describe, expect, it } from 'vitest';
import { formatTimeSpent } from './format-time-spent';

describe('formatTimeSpent', () => {
  it('shows a dash for a task never answered, and seconds, minutes or hours otherwise', () => {
    expect(formatTimeSpent(0, 0)).toBe('—');
    expect(formatTimeSpent(0, 2)).toBe('0 с');
    expect(formatTimeSpent(45, 1)).toBe('45 с');
    expect(formatTimeSpent(185, 3)).toBe('3 мин 05 с');
    expect(formatTimeSpent(3720, 1)).toBe('1 ч 02 мин');
  });
});
