import type { Browser, BrowserContext } from '@playwright/test';

export type ScreenPass = { width: number; scheme: 'light' | 'dark'; suffix: string };

/** Every screen is looked at 1280 and 375 px wide, light and dark. */
export const screenPasses: readonly ScreenPass[] = [1280, 375].flatMap((width) =>
  (['light', 'dark'] as const).map((scheme) => ({ width, scheme, suffix: `${width}-${scheme}` })),
);

/** A browser context for one pass: its size and theme, and the user's token when one is given. */
export async function openScreenContext(browser: Browser, pass: ScreenPass, access?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: pass.width, height: pass.width < 500 ? 812 : 900 },
    colorScheme: pass.scheme,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([theme, token]) => {
      window.localStorage.setItem('theme', theme);
      if (token) window.localStorage.setItem('access', token);
    },
    [pass.scheme, access ?? ''] as const,
  );
  return context;
}
