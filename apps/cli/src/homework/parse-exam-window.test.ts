import { describe, expect, it } from 'vitest';
import { parseExamWindow } from './parse-exam-window';

describe('parseExamWindow', () => {
  it('reads Moscow wall time or passes an instant with its offset on to the server', () => {
    expect(parseExamWindow('2026-12-01 10:00', '2026-12-03T22:30', undefined)).toEqual({ opens_at: '2026-12-01T10:00:00+03:00', closes_at: '2026-12-03T22:30:00+03:00' });
    expect(parseExamWindow('2026-12-01T07:00:00Z', ' 2026-12-02T07:00:00Z ', undefined)).toEqual({ opens_at: '2026-12-01T07:00:00Z', closes_at: '2026-12-02T07:00:00Z' });
  });

  it('is nothing without the options, and refuses one of the two or a window beside --tasks', () => {
    expect(parseExamWindow(undefined, undefined, '1:2')).toBeNull();
    expect(() => parseExamWindow('2026-12-01 10:00', undefined, undefined)).toThrow('укажите оба времени');
    expect(() => parseExamWindow('2026-12-01 10:00', '2026-12-02 10:00', '1:2')).toThrow('Укажите что-то одно');
  });
});
