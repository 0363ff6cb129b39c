import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `when` is true, and keeps them mounted after (a modal's
 * closing animation). With a lazy component inside, its code loads on first use instead of with the
 * page (docs/decisions/025).
 */
export function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
