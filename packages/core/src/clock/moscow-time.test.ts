import { describe, expect, it } from 'vitest';
import { createSettableClock } from './clock';
import { moscowDayOf, moscowDayStartOf, moscowWeekStartOf } from './moscow-time';

describe('Moscow time', () => {
  it('the day turns at 21:00 UTC', () => {
    expect(moscowDayOf(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(moscowDayOf(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(moscowDayStartOf(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z');
  });

  it('the week starts on Monday 00:00 MSK, which is Sunday 21:00 UTC', () => {
    // 2026-11-23 is a Monday.
    expect(moscowWeekStartOf(new Date('2026-11-22T20:59:59Z')).toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(moscowWeekStartOf(new Date('2026-11-22T21:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(moscowWeekStartOf(new Date('2026-11-29T20:59:59Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(moscowWeekStartOf(new Date('2026-11-29T21:00:00Z')).toISOString()).toBe('2026-11-29T21:00:00.000Z');
  });

  it('a settable clock stands still until moved', () => {
    const clock = createSettableClock('2026-11-24T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-24T00:00:00.000Z');
    clock.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-11-24T00:00:01.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().getUTCFullYear()).toBe(2027);
  });
});
