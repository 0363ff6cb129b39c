import { useEffect, useState } from 'react';

/** The browser's time, renewed every 30 seconds: enough for a start window to open on screen without a reload. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
