import { describe, expect, it } from 'vitest';
import { blockAverages } from './block-averages';

describe('block averages', () => {
  it("sums the block's times only when every question has one", () => {
    const stat = (time: number | null, attempts: number | null) => ({ average_solving_time: time, average_attempts_count: attempts });
    expect(blockAverages([stat(10, 1), stat(20, 2), stat(30, null)])).toEqual({ time: 60, attempts: 1.5 });
    expect(blockAverages([stat(10, null), stat(null, null), stat(30, null)])).toEqual({ time: null, attempts: null });
  });
});
