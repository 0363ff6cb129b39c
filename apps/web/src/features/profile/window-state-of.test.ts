import { describe, expect, it } from 'vitest';
import { windowStateOf } from './window-state-of';

describe('windowStateOf', () => {
  it('is open from the opening up to, not including, the closing', () => {
    const exam = { opens_at: '2026-12-01T07:00:00.000Z', closes_at: '2026-12-02T07:00:00.000Z' };
    expect(windowStateOf(exam, Date.parse('2026-12-01T06:59:59Z'))).toBe('before');
    expect(windowStateOf(exam, Date.parse('2026-12-01T07:00:00Z'))).toBe('open');
    expect(windowStateOf(exam, Date.parse('2026-12-02T06:59:59Z'))).toBe('open');
    expect(windowStateOf(exam, Date.parse('2026-12-02T07:00:00Z'))).toBe('closed');
  });
});
