import { describe, expect, it } from 'vitest';
import { basePollDelayMs, nextPollDelay } from './next-poll-delay';

describe('nextPollDelay', () => {
  it.each([
    [3000, false, 6000],
    [6000, false, 12_000],
    [12_000, false, 12_000],
    [12_000, true, 3000],
    [3000, true, 3000],
    [0, false, 6000],
  ])('after %i ms, success %s -> %i ms', (previous, succeeded, expected) => {
    expect(nextPollDelay(previous, succeeded)).toBe(expected);
  });

  it('runs 3 -> 6 -> 12 -> 12 -> 3 s over three failures and a success', () => {
    const outcomes = [false, false, false, true];
    const delays = [basePollDelayMs];
    for (const succeeded of outcomes) delays.push(nextPollDelay(delays.at(-1)!, succeeded));
    expect(delays).toEqual([3000, 6000, 12_000, 12_000, 3000]);
  });
});
