import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds spent on a task while `running` (SPEC §4, §9): it starts with the component, so a
 * task shown under a new key starts again from zero. Time is read from the clock, not counted by
 * ticks, so a throttled background tab does not lose seconds.
 */
export function useSolvingTimer(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  const elapsed = useRef(0);

  useEffect(() => {
    if (!running) return;
    const startedAt = performance.now() - elapsed.current * 1000;
    const tick = () => {
      elapsed.current = Math.floor((performance.now() - startedAt) / 1000);
      setSeconds(elapsed.current);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return seconds;
}
