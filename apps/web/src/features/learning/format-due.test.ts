import { describe, expect, it } from 'vitest';
import { formatDue } from './format-due';

describe('formatDue', () => {
  it('says when a card is due in Moscow time', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(formatDue('2026-11-25T11:00:00Z', now)).toBe('сейчас');
    expect(formatDue('2026-11-25T15:40:00Z', now)).toBe('сегодня в 18:40');
    expect(formatDue('2026-12-03T09:00:00Z', now)).toBe('3 декабря');
  });
});
