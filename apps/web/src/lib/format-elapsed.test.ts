import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format-elapsed';

describe('formatElapsed', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59.9, '00:59'],
    [61, '01:01'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [14100, '3:55:00'],
    [36000, '10:00:00'],
    [-4, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});
