import { describe, expect, it } from 'vitest';
import { formatDay, formatDuration } from './format-homework';

describe('format-homework', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('formats the day in Moscow time', () => {
    expect(formatDay('2026-11-20T22:30:00.000Z')).toBe('21.11.2026');
    expect(formatDay('nonsense')).toBe('');
  });
});
