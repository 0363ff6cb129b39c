import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format-period';

describe('formatPeriod', () => {
  it('names both Moscow days as dates, whatever the reader’s zone', () => {
    expect(formatPeriod('2026-10-30', '2026-11-28')).toBe('с 30 октября по 28 ноября');
  });
});
