import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('notification time', () => {
  it('says "только что" under a minute, also for a clock slightly ahead', () => {
    expect(formatRelativeTime(before(59_000), now)).toBe('только что');
    expect(formatRelativeTime(before(-5_000), now)).toBe('только что');
  });

  it('counts minutes, hours and days with the Russian plural', () => {
    expect(formatRelativeTime(before(60_000), now)).toBe('1 минуту назад');
    expect(formatRelativeTime(before(3 * 60_000), now)).toBe('3 минуты назад');
    expect(formatRelativeTime(before(11 * 60_000), now)).toBe('11 минут назад');
    expect(formatRelativeTime(before(21 * 3_600_000), now)).toBe('21 час назад');
    expect(formatRelativeTime(before(2 * 86_400_000), now)).toBe('2 дня назад');
  });

  it('gives the date from a week on, and nothing for a bad time', () => {
    expect(formatRelativeTime('2026-02-01T12:00:00Z', now)).toBe('1 февраля 2026 г.');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
