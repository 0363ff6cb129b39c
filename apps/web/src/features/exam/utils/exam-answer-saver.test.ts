import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExamAnswerSaver, type ExamEntry, type ExamSaveState } from './exam-answer-saver';

const entry = (answer: string | null, time_spent = 1): ExamEntry => ({ answer: answer === null ? null : { user_answer: answer }, time_spent });

function setup(send = vi.fn((_taskId: number, _entry: ExamEntry) => Promise.resolve())) {
  const states: ExamSaveState[] = [];
  const unsaved: Record<string, ExamEntry>[] = [];
  const saver = createExamAnswerSaver({
    send,
    describe: (error) => ({ message: String(error), retry: error !== 'refused' }),
    delayMs: 1000,
    retryDelayMs: (attempt) => attempt * 3000,
    onState: (state) => states.push(state),
    onUnsaved: (map) => unsaved.push(Object.fromEntries(map)),
  });
  return { saver, send, states, unsaved };
}

describe('createExamAnswerSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves a task once, a second after the last keystroke, with its newest answer', async () => {
    const { saver, send, states, unsaved } = setup();
    saver.put(5, entry('1'));
    await vi.advanceTimersByTimeAsync(600);
    saver.put(5, entry('12', 2));
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    expect(states.at(-1)).toEqual({ status: 'pending' });
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(5, entry('12', 2));
    expect(states.at(-1)).toEqual({ status: 'saved' });
    expect(unsaved.at(-1)).toEqual({});
  });

  it('sends every task that changed, one request at a time', async () => {
    const releases: (() => void)[] = [];
    const send = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    const { saver } = setup(send);
    saver.put(1, entry('a'), true);
    saver.put(2, entry('b'), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    releases[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map((call) => (call as unknown[])[0])).toEqual([1, 2]);
    releases[1]!();
    await expect(saver.flush()).resolves.toBe(true);
  });

  it('keeps a failed answer on the device and retries it until the server has it', async () => {
    const send = vi.fn().mockRejectedValueOnce('offline').mockResolvedValue(undefined);
    const { saver, states, unsaved } = setup(send);
    saver.put(7, entry('42', 30), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'error', message: 'offline', retrying: true });
    expect(unsaved.at(-1)).toEqual({ 7: entry('42', 30) });
    await vi.advanceTimersByTimeAsync(2999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(7, entry('42', 30));
    expect(states.at(-1)).toEqual({ status: 'saved' });
    expect(unsaved.at(-1)).toEqual({});
  });

  it('does not retry what the server refused, and says so', async () => {
    const send = vi.fn().mockRejectedValue('refused');
    const { saver, states } = setup(send);
    saver.put(7, entry('42'), true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ status: 'error', message: 'refused', retrying: false });
    await expect(saver.flush()).resolves.toBe(false);
  });

  it('a newer answer typed during a save is sent after it, and stays unsaved until then', async () => {
    let release = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { saver, unsaved } = setup(send);
    saver.put(3, entry('1'), true);
    await vi.advanceTimersByTimeAsync(0);
    saver.put(3, entry('15', 4), true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(unsaved.at(-1)).toEqual({ 3: entry('15', 4) });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(3, entry('15', 4));
    release();
    await expect(saver.flush()).resolves.toBe(true);
    expect(unsaved.at(-1)).toEqual({});
  });

  it('sends nothing once stopped', async () => {
    const { saver, send } = setup();
    saver.put(1, entry('a'));
    saver.stop();
    await vi.advanceTimersByTimeAsync(5000);
    saver.put(2, entry('b'), true);
    expect(send).not.toHaveBeenCalled();
  });
});
