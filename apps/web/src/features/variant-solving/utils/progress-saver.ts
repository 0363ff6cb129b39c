export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export type FlushResult = { ok: true } | { ok: false; error: unknown };

export type ProgressSaver = {
  /** Saves `delayMs` after the last change. */
  schedule: () => void;
  /** Saves now (after a save in flight, if any) and tells how it went. */
  flush: () => Promise<FlushResult>;
  /** Drops a waiting save. */
  cancel: () => void;
  /** Resolves once no save is in flight. */
  settle: () => Promise<void>;
  /** No more saves: the variant is finished. */
  stop: () => void;
};

type ProgressSaverOptions = {
  /** Sends the progress as it is when called. */
  send: () => Promise<unknown>;
  delayMs: number;
  onStatus: (status: SaveStatus) => void;
};

/**
 * Server saves of a variant's progress: debounced after changes, one at a time, the newest state
 * each time; a change during a save is saved after it.
 */
export function createProgressSaver({ send, delayMs, onStatus }: ProgressSaverOptions): ProgressSaver {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<FlushResult> | null = null;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = async (): Promise<FlushResult> => {
    onStatus('saving');
    try {
      await send();
      if (!stopped) onStatus(timer === null ? 'saved' : 'pending');
      return { ok: true };
    } catch (error) {
      if (!stopped) onStatus('error');
      return { ok: false, error };
    }
  };

  const flush = async (): Promise<FlushResult> => {
    clearTimer();
    if (stopped) return { ok: true };
    if (inFlight) await inFlight;
    if (stopped) return { ok: true };
    const current = run();
    inFlight = current;
    try {
      return await current;
    } finally {
      if (inFlight === current) inFlight = null;
    }
  };

  return {
    schedule: () => {
      if (stopped) return;
      clearTimer();
      onStatus('pending');
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, delayMs);
    },
    flush,
    cancel: clearTimer,
    settle: async () => {
      while (inFlight) await inFlight;
    },
    stop: () => {
      stopped = true;
      clearTimer();
    },
  };
}
