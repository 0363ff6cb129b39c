import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Where `npm run screenshots` writes: SHOTS_DIR (default /tmp/web-shots), one folder per screen group. */
export function shotsDir(group: string): string {
  const dir = `${process.env.SHOTS_DIR ?? '/tmp/web-shots'}/${group}`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

type ShotOptions = {
  /** The whole page from the top (default), or what the screen shows. */
  fullPage?: boolean;
  /** Wait for the network to go quiet first (default); a loading state never does. */
  settle?: boolean;
};

/** A screenshot taker for one group of screens. */
export function makeShooter(group: string): (page: Page, name: string, options?: ShotOptions) => Promise<void> {
  const dir = shotsDir(group);
  return async (page, name, { fullPage = true, settle = true } = {}) => {
    if (settle) await page.waitForLoadState('networkidle');
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
  };
}
