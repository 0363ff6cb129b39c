import { useEffect, useState } from 'react';

/** A message that hides by itself `ms` after it is shown (SPEC §9: the success message lasts 2 s). */
export function useFlash(ms: number): [message: string | null, show: (message: string) => void] {
  // An object per showing, so the same message shown again restarts the timer.
  const [flash, setFlash] = useState<{ message: string } | null>(null);
  useEffect(() => {
    if (flash === null) return;
    const timer = window.setTimeout(() => setFlash(null), ms);
    return () => window.clearTimeout(timer);
  }, [flash, ms]);
  return [flash?.message ?? null, (message) => setFlash({ message })];
}
