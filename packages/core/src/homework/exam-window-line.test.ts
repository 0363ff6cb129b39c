import { describe, expect, it } from 'vitest';
import { examWindowLine } from './exam-window-line';

describe('examWindowLine', () => {
  it('gives the window in Moscow time and the rehearsal’s status', () => {
    expect(
      examWindowLine({
        opens_at: '2026-12-01T07:00:00Z',
        closes_at: '2026-12-03T19:00:00.000Z',
        status: 'not_started',
      }),
    ).toBe('Начать можно с 01.12.2026 10:00 до 03.12.2026 22:00 (МСК) · Не начат');
    expect(
      examWindowLine({
        opens_at: '2026-12-31T21:30:00Z',
        closes_at: '2027-01-01T21:30:00Z',
        status: 'finished',
      }),
    ).toBe('Начать можно с 01.01.2027 00:30 до 02.01.2027 00:30 (МСК) · Завершён');
  });
});
