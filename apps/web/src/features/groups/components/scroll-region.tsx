import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls inside this box; the box takes focus, so that a keyboard can
 * scroll it even when the rows hold no buttons (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
