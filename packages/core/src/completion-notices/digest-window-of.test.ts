import { describe, expect, it } from 'vitest';
import { digestWindowOf } from './digest-window-of';

describe('digestWindowOf', () => {
  it('is the Moscow day of the last 20:00, from the evening before to it', () => {
    // 20:00 MSK on 25 November is 17:00 UTC.
    const evening = { day: '2026-11-25', from: new Date('2026-11-24T17:00:00Z'), to: new Date('2026-11-25T17:00:00Z') };
    expect(digestWindowOf(new Date('2026-11-25T17:00:00Z'))).toEqual(evening);
    expect(digestWindowOf(new Date('2026-11-25T20:59:59Z'))).toEqual(evening);
    // Past Moscow midnight a late run still sends the 25th's, never the 26th's before it ended.
    expect(digestWindowOf(new Date('2026-11-25T21:30:00Z'))).toEqual(evening);
    expect(digestWindowOf(new Date('2026-11-26T16:59:59Z'))).toEqual(evening);
    expect(digestWindowOf(new Date('2026-11-26T17:00:00Z')).day).toBe('2026-11-26');
  });
});
