import type { Page } from '@playwright/test';

/** The most a screen may move by itself from load until it settles (issue 26 §3; Google calls up to 0.1 good). */
export const layoutShiftBudget = 0.02;

/**
 * The cumulative layout shift of the open document so far: every 'layout-shift' entry since it loaded
 * (buffered), summed, leaving out those that followed the user's own input within half a second
 * (hadRecentInput: a menu opened by a click moves the page by intent). The sum over the whole visit, not
 * Chrome's largest five-second window, so a page that jumps twice counts twice.
 */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    // The buffered entries are in the observer's queue as soon as observe() returns.
    const entries = observer.takeRecords() as LayoutShift[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  });
}
