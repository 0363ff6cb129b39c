import type { VariantAnswer } from '@ege/core/variants/variant-schemas';

/** One task's answer as the page holds it, with the seconds it has been open in all. */
export type ExamEntry = { answer: VariantAnswer | null; time_spent: number };

export type ExamSaveState = { status: 'idle' | 'pending' | 'saving' | 'saved' } | { status: 'error'; message: string; retrying: boolean };

/** A failed save: `retry` false when the server refused the answer itself (another try would be refused too). */
export type ExamSaveFailure = { message: string; retry: boolean };

type ExamAnswerSaverOptions = {
  send: (taskId: number, entry: ExamEntry) => Promise<void>;
  describe: (error: unknown) => ExamSaveFailure;
  /** Debounce after typing. */
  delayMs: number;
  /** The wait before the n-th retry (from 1) after a failure. */
  retryDelayMs: (attempt: number) => number;
  onState: (state: ExamSaveState) => void;
  /** Every change of what the server does not have yet, for the copy kept on this device. */
  onUnsaved: (unsaved: ReadonlyMap<number, ExamEntry>) => void;
};

export type ExamAnswerSaver = {
  /** The newest entry of a task: saved `delayMs` later, or at once with `now`. */
  put: (taskId: number, entry: ExamEntry, now?: boolean) => void;
  /** Sends everything not saved yet; true when the server has it all. */
  flush: () => Promise<boolean>;
  /** No more saves: the exam is over. */
  stop: () => void;
};

/**
 * The station's answer saves: one request at a time, the newest entry of each task, debounced while
 * typing; a failure keeps the entries (and the copy on the device) and tries again later.
 */
export function createExamAnswerSaver({ send, describe, delayMs, retryDelayMs, onState, onUnsaved }: ExamAnswerSaverOptions): ExamAnswerSaver {
  const waiting = new Map<number, ExamEntry>();
  const unsaved = new Map<number, ExamEntry>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let draining: Promise<boolean> | null = null;
  let failures = 0;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
  };

  const drain = async (): Promise<boolean> => {
    while (!stopped && waiting.size > 0) {
      const [taskId, entry] = waiting.entries().next().value as [number, ExamEntry];
      waiting.delete(taskId);
      onState({ status: 'saving' });
      try {
        await send(taskId, entry);
      } catch (error) {
        if (stopped) return false;
        if (!waiting.has(taskId)) waiting.set(taskId, entry);
        const failure = describe(error);
        failures += 1;
        onState({ status: 'error', message: failure.message, retrying: failure.retry });
        if (failure.retry) later(retryDelayMs(failures));
        return false;
      }
      failures = 0;
      if (unsaved.get(taskId) === entry) {
        unsaved.delete(taskId);
        onUnsaved(unsaved);
      }
    }
    if (!stopped) onState({ status: timer === null ? 'saved' : 'pending' });
    return waiting.size === 0;
  };

  const flush = async (): Promise<boolean> => {
    clearTimer();
    while (draining) await draining;
    if (stopped) return waiting.size === 0;
    const current = drain();
    draining = current;
    try {
      return await current;
    } finally {
      if (draining === current) draining = null;
    }
  };

  return {
    put: (taskId, entry, now = false) => {
      if (stopped) return;
      waiting.delete(taskId);
      waiting.set(taskId, entry);
      unsaved.set(taskId, entry);
      onUnsaved(unsaved);
      if (now) {
        void flush();
        return;
      }
      onState({ status: 'pending' });
      later(delayMs);
    },
    flush,
    stop: () => {
      stopped = true;
      clearTimer();
    },
  };
}
