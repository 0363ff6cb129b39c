import { useCallback, useEffect, useRef, useState } from 'react';

export type ElapsedTimer = {
  seconds: number;
  /** The whole seconds right now, between ticks too: what a save sends. */
  read: () => number;
};

/**
 * The variant's time (SPEC §4): it goes on from `initialSeconds` (restored progress) while
 * `running`, and stops on finishing. It is read from the clock, not counted by ticks, so a throttled
 * background tab loses nothing.
 */
export function useElapsedTimer(initialSeconds: number, running: boolean): ElapsedTimer {
  const [seconds, setSeconds] = useState(initialSeconds);
  const elapsed = useRef(initialSeconds);
  const startedAt = useRef<number | null>(null);

  const read = useCallback(() => {
    if (startedAt.current === null) return elapsed.current;
    return Math.floor((performance.now() - startedAt.current) / 1000);
  }, []);

  useEffect(() => {
    if (!running) return;
    startedAt.current = performance.now() - elapsed.current * 1000;
    const timer = window.setInterval(() => {
      elapsed.current = read();
      setSeconds(elapsed.current);
    }, 1000);
    return () => {
      elapsed.current = read();
      startedAt.current = null;
      window.clearInterval(timer);
    };
  }, [running, read]);

  return { seconds, read };
}
