import { describe, expect, it } from 'vitest';
import { countStreakDays } from './count-streak-days';

describe('countStreakDays', () => {
  it('counts the days in a row ending today', () => {
    expect(countStreakDays(['2026-11-23', '2026-11-24', '2026-11-25'], '2026-11-25')).toBe(3);
  });
  it('keeps yesterday’s streak alive while today has no solve yet', () => {
    expect(countStreakDays(['2026-11-23', '2026-11-24'], '2026-11-25')).toBe(2);
  });
  it('stops at a gap and is 0 after a missed day', () => {
    expect(countStreakDays(['2026-11-20', '2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2);
    expect(countStreakDays(['2026-11-22'], '2026-11-24')).toBe(0);
  });
  it('crosses a month and a year', () => {
    expect(countStreakDays(['2026-12-31', '2027-01-01', '2026-12-30'], '2027-01-01')).toBe(3);
    expect(countStreakDays(['2026-10-31', '2026-11-01'], '2026-11-01')).toBe(2);
  });
});
