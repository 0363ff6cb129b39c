import { describe, expect, it } from 'vitest';
import { formatReportDate } from './format-report-date';

describe('formatReportDate', () => {
  it("shows Moscow's day and time whatever the browser's zone", () => {
    // 21:30 UTC is 00:30 of the next day in Moscow.
    expect(formatReportDate('2026-11-29T21:30:00.000Z')).toBe('30 ноября 2026 г. в 00:30');
  });

  it('says nothing of a time it cannot read', () => {
    expect(formatReportDate('вчера')).toBe('');
  });
});
