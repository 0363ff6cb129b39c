import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSaver, type SaveStatus } from './progress-saver';

function setup(send = vi.fn(() => Promise.resolve())) {
  const statuses: SaveStatus[] = [];
  const saver = createProgressSaver({ send, delayMs: 1500, onStatus: (status) => statuses.push(status) });
  return { saver, send, statuses };
}

describe('createProgressSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 1.5 s after the last of several changes', async () => {
    const { saver, send, statuses } = setup();
    saver.schedule();
    await vi.advanceTimersByTimeAsync(1000);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(1499);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('flushes at once and drops the waiting save', async () => {
    const { saver, send } = setup();
    saver.schedule();
    await expect(saver.flush()).resolves.toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('saves one at a time: a flush during a save waits and then sends again', async () => {
    let release = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { saver } = setup(send);
    const first = saver.flush();
    const second = saver.flush();
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    release();
    await expect(second).resolves.toEqual({ ok: true });
  });

  it('reports a failed save', async () => {
    const error = new Error('offline');
    const { saver, statuses } = setup(vi.fn(() => Promise.reject(error)));
    await expect(saver.flush()).resolves.toEqual({ ok: false, error });
    expect(statuses).toEqual(['saving', 'error']);
  });

  it('sends nothing once stopped', async () => {
    const { saver, send } = setup();
    saver.schedule();
    saver.stop();
    saver.schedule();
    await vi.advanceTimersByTimeAsync(5000);
    await saver.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('cancel drops only the waiting save', async () => {
    const { saver, send } = setup();
    saver.schedule();
    saver.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).not.toHaveBeenCalled();
    await saver.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('settles once the save in flight is done', async () => {
    let release = () => {};
    const { saver } = setup(vi.fn(() => new Promise<void>((resolve) => (release = resolve))));
    void saver.flush();
    let settled = false;
    const settling = saver.settle().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    release();
    await settling;
    expect(settled).toBe(true);
    await expect(saver.settle()).resolves.toBeUndefined();
  });
});
