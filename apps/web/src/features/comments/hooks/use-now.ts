import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so that 'только что' turns into '1 минуту назад' on its own. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
