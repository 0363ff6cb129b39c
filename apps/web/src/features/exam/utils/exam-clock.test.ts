import { describe, expect, it } from 'vitest';
import { createServerClock, secondsLeftOf } from './exam-clock';

describe('createServerClock', () => {
  it('counts from the server time whatever the device clock says', () => {
    let device = Date.parse('2020-01-01T00:00:00Z');
    // The device is years behind: the answer arrived at its 00:00:00, the server said 12:00:00.
    const clock = createServerClock('2026-11-25T12:00:00.000Z', device, () => device);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    device += 90_500;
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-25T12:01:30.500Z');
  });

  it('leaves the whole seconds to the deadline, never below zero', () => {
    let device = 1_000;
    const clock = createServerClock('2026-11-25T12:00:00.000Z', device, () => device);
    const deadline = '2026-11-25T15:55:00.000Z';
    expect(secondsLeftOf(deadline, clock)).toBe(3 * 3600 + 55 * 60);
    device += 400;
    expect(secondsLeftOf(deadline, clock)).toBe(3 * 3600 + 55 * 60);
    device += 600;
    expect(secondsLeftOf(deadline, clock)).toBe(3 * 3600 + 55 * 60 - 1);
    device += 4 * 3600 * 1000;
    expect(secondsLeftOf(deadline, clock)).toBe(0);
  });
});
