import { mkdirSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { registerThroughApi } from '../e2e/test-users';
import { shotsDir } from './shots-dir';

// npm run screenshots -w @ege/web: pictures of the main screens for a look by eye (not a test).
const outDir = shotsDir('shell');
const widths = [1280, 375];
const schemes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
}

test('screenshots of the main screens', async ({ browser, request }) => {
  test.setTimeout(180_000);
  mkdirSync(outDir, { recursive: true });
  const { access } = await registerThroughApi(request);

  for (const width of widths) {
    for (const scheme of schemes) {
      const viewport = { width, height: width < 500 ? 812 : 900 };
      const guest = await browser.newContext({ viewport, colorScheme: scheme });
      await guest.addInitScript((value) => window.localStorage.setItem('theme', value), scheme);
      const page = await guest.newPage();
      for (const path of ['/login', '/register', '/theory', '/variants', '/trainer']) {
        await page.goto(path);
        await shoot(page, `${path.slice(1)}-${width}-${scheme}`);
      }
      if (width < 500) {
        await page.goto('/variants');
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await shoot(page, `menu-${width}-${scheme}`);
      }
      await guest.close();

      const member = await browser.newContext({ viewport, colorScheme: scheme });
      await member.addInitScript(
        ([theme, token]) => {
          window.localStorage.setItem('theme', theme);
          window.localStorage.setItem('access', token);
        },
        [scheme, access] as const,
      );
      const signedIn = await member.newPage();
      for (const path of ['/profile', '/variants', '/trainer']) {
        await signedIn.goto(path);
        await shoot(signedIn, `${path.slice(1)}-signed-in-${width}-${scheme}`);
      }
      await signedIn.route('**/trpc/users.profile**', () => undefined);
      await signedIn.goto('/profile');
      await signedIn.waitForTimeout(400);
      await signedIn.screenshot({ path: `${outDir}/profile-loading-${width}-${scheme}.png` });
      await signedIn.unroute('**/trpc/users.profile**');
      await signedIn.route('**/trpc/users.profile**', (route) => route.abort());
      await signedIn.goto('/profile');
      await signedIn.getByText('Ошибка загрузки профиля').waitFor({ timeout: 15_000 });
      await signedIn.screenshot({ path: `${outDir}/profile-error-${width}-${scheme}.png` });
      await member.close();
    }
  }
});
