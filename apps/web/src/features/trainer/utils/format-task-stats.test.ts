import { describe, expect, it } from 'vitest';
import { formatSeconds } from './format-seconds';
import { formatAverageAttempts, formatAverageTime } from './format-task-stats';

describe('timer and stats texts', () => {
  it('shows whole seconds as mm:ss', () => {
    expect(formatSeconds(0)).toBe('00:00');
    expect(formatSeconds(59.9)).toBe('00:59');
    expect(formatSeconds(61)).toBe('01:01');
    expect(formatSeconds(3725)).toBe('62:05');
  });

  it("says '...' while loading and 'Нет данных' for none or zero", () => {
    expect(formatAverageTime(90, true)).toBe('...');
    expect(formatAverageTime(null, false)).toBe('Нет данных');
    expect(formatAverageTime(0, false)).toBe('Нет данных');
    expect(formatAverageTime(90.4, false)).toBe('01:30');
    expect(formatAverageAttempts(undefined, false)).toBe('Нет данных');
    expect(formatAverageAttempts(0, false)).toBe('Нет данных');
    expect(formatAverageAttempts(1.5, false)).toBe('1,5');
  });
});
