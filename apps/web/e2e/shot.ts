import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * A picture of a screen for a look by eye, taken only when SHOTS_DIR names a folder: it asserts nothing,
 * so a CI run (no SHOTS_DIR) spends no time on it. A page is shot whole (fullPage) unless told otherwise.
 */
export async function shot(target: Page | Locator, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const path = join(dir, `${name}.png`);
  if ('mainFrame' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
