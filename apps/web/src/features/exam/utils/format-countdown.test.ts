import { describe, expect, it } from 'vitest';
import { formatCountdown, formatTimeLeft } from './format-countdown';

describe('formatCountdown', () => {
  it('shows h:mm:ss from the full time down to the last seconds', () => {
    expect(formatCountdown(3 * 3600 + 55 * 60)).toBe('3:55:00');
    expect(formatCountdown(14 * 60 + 59)).toBe('0:14:59');
    expect(formatCountdown(9)).toBe('0:00:09');
    expect(formatCountdown(-3)).toBe('0:00:00');
  });
});

describe('formatTimeLeft', () => {
  it('reads as hours and minutes', () => {
    expect(formatTimeLeft(2 * 3600 + 5 * 60 + 59)).toBe('2 ч 05 мин');
    expect(formatTimeLeft(14 * 60)).toBe('14 мин');
    expect(formatTimeLeft(59)).toBe('меньше минуты');
  });
});
