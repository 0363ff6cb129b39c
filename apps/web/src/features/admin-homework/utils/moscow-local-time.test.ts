import { describe, expect, it } from 'vitest';
import { instantOfMoscowLocal, moscowLocalOf } from './moscow-local-time';

describe('Moscow time in datetime-local fields', () => {
  it('shows an instant as Moscow wall time and reads it back to the same instant', () => {
    const at = new Date('2026-12-01T21:30:00Z');
    expect(moscowLocalOf(at)).toBe('2026-12-02T00:30');
    expect(new Date(instantOfMoscowLocal(moscowLocalOf(at))!).toISOString()).toBe(at.toISOString());
  });

  it('gives nothing for an empty or partial field', () => {
    expect(instantOfMoscowLocal('')).toBeNull();
    expect(instantOfMoscowLocal('2026-12-01')).toBeNull();
  });
});
