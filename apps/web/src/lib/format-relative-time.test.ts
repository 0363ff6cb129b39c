import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

// Noon UTC, so that the date in the last rows is the same day in every time zone the tests run in.
const now = new Date('2026-03-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'только что'],
    [59 * second, 'только что'],
    [-5 * minute, 'только что'],
    [minute, '1 минуту назад'],
    [2 * minute, '2 минуты назад'],
    [4 * minute + 59 * second, '4 минуты назад'],
    [5 * minute, '5 минут назад'],
    [11 * minute, '11 минут назад'],
    [12 * minute, '12 минут назад'],
    [21 * minute, '21 минуту назад'],
    [22 * minute, '22 минуты назад'],
    [25 * minute, '25 минут назад'],
    [59 * minute, '59 минут назад'],
    [hour, '1 час назад'],
    [2 * hour, '2 часа назад'],
    [5 * hour, '5 часов назад'],
    [11 * hour, '11 часов назад'],
    [21 * hour, '21 час назад'],
    [23 * hour + 59 * minute, '23 часа назад'],
    [day, '1 день назад'],
    [2 * day, '2 дня назад'],
    [5 * day, '5 дней назад'],
    [11 * day, '11 дней назад'],
    [21 * day, '21 день назад'],
    [29 * day, '29 дней назад'],
  ])('%d ms ago reads %s', (ago, expected) => {
    expect(formatRelativeTime(before(ago), now)).toBe(expected);
  });

  it.each([
    [30 * day, '13.02.2026'],
    [400 * day, '08.02.2025'],
  ])('%d ms ago is the ru-RU date %s', (ago, expected) => {
    expect(formatRelativeTime(before(ago), now)).toBe(expected);
  });

  it('takes a Date as well as an ISO string, and gives nothing for a broken one', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 3 * hour), now)).toBe('3 часа назад');
    expect(formatRelativeTime('не дата', now)).toBe('');
  });
});
