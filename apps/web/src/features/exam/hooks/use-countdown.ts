import { useEffect, useRef, useState } from 'react';
import { secondsLeftOf, type ServerClock } from '../utils/exam-clock';

/**
 * Seconds left until `deadlineAt` by the server's clock, read from the clock four times a second (a
 * throttled background tab loses nothing); `onZero` runs once when they reach 0.
 */
export function useCountdown(deadlineAt: string, clock: ServerClock, onZero: () => void): number {
  const [left, setLeft] = useState(() => secondsLeftOf(deadlineAt, clock));
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  }, [onZero]);

  useEffect(() => {
    const tick = () => setLeft(secondsLeftOf(deadlineAt, clock));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadlineAt, clock]);

  const fired = useRef(false);
  useEffect(() => {
    if (left > 0 || fired.current) return;
    fired.current = true;
    zero.current();
  }, [left]);

  return left;
}
