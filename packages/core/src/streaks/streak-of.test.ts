import { describe, expect, it } from 'vitest';
import { streakOf } from './streak-of';

// Consecutive Moscow days from Monday 2026-11-02.
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10);
const days = (...ns: number[]) => ns.map(day);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('streakOf', () => {
  it('1–6 consecutive days give x1.2, 1.4, 1.6, 1.8, 2.0, 2.0 on the day completed', () => {
    expect(range(1, 6).map((n) => streakOf(days(...range(1, n)), day(n)).multiplier)).toEqual([1.2, 1.4, 1.6, 1.8, 2, 2]);
    expect(streakOf(days(1, 2, 3), day(3))).toMatchObject({ current: 3, completed_today: true });
  });

  it('before today is done, today would be the next day of the streak', () => {
    expect(streakOf(days(1, 2, 3), day(4))).toMatchObject({ current: 3, completed_today: false, multiplier: 1.8 });
    expect(streakOf([], day(4))).toMatchObject({ current: 0, best: 0, multiplier: 1.2, freeze_available: false, days_to_freeze: 7 });
  });

  it('a missed calendar day without a freeze resets to x1.2', () => {
    expect(streakOf(days(1, 2, 3, 4), day(6))).toMatchObject({ current: 0, best: 4, multiplier: 1.2, frozen_days: [] });
    expect(streakOf(days(1, 2, 3, 4, 6), day(6))).toMatchObject({ current: 1, multiplier: 1.2 });
  });

  it('7 completed days earn a freeze that covers one missed day automatically', () => {
    expect(streakOf(days(...range(1, 7)), day(7))).toMatchObject({ freeze_available: true, days_to_freeze: 0 });
    // Day 8 missed; on day 9 the streak is still alive, the freeze spent on day 8.
    expect(streakOf(days(...range(1, 7)), day(9))).toMatchObject({ current: 7, frozen_days: [day(8)], freeze_available: false, multiplier: 2 });
    expect(streakOf(days(...range(1, 7), 9), day(9))).toMatchObject({ current: 8, frozen_days: [day(8)], freeze_available: false, days_to_freeze: 6 });
  });

  it('the freeze covers one day per 7: a second miss soon after resets, two missed days always reset', () => {
    expect(streakOf(days(...range(1, 7), 9, 10, 12), day(12))).toMatchObject({ current: 1, frozen_days: [] });
    expect(streakOf(days(...range(1, 7), 10), day(10))).toMatchObject({ current: 1, frozen_days: [] });
    // After 7 more completed days the next freeze is held again.
    expect(streakOf(days(...range(1, 7), ...range(9, 15), 17), day(17))).toMatchObject({ current: 15, frozen_days: [day(8), day(16)] });
  });
});
