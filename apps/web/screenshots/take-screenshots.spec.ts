import { test } from '@playwright/test';
import { registerThroughApi } from '../e2e/test-users';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: pictures of the main screens for a look by eye (not a test).
const shoot = makeShooter('shell');

test('screenshots of the main screens', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { access } = await registerThroughApi(request);

  for (const pass of screenPasses) {
    const { suffix } = pass;
    const guest = await openScreenContext(browser, pass);
    const page = await guest.newPage();
    for (const path of ['/login', '/register', '/theory', '/variants', '/trainer']) {
      await page.goto(path);
      await shoot(page, `${path.slice(1)}-${suffix}`);
    }
    if (pass.width < 500) {
      await page.goto('/variants');
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await shoot(page, `menu-${suffix}`);
    }
    await guest.close();

    const member = await openScreenContext(browser, pass, access);
    const signedIn = await member.newPage();
    for (const path of ['/profile', '/variants', '/trainer']) {
      await signedIn.goto(path);
      await shoot(signedIn, `${path.slice(1)}-signed-in-${suffix}`);
    }
    await signedIn.route('**/trpc/users.profile**', () => undefined);
    await signedIn.goto('/profile');
    await shoot(signedIn, `profile-loading-${suffix}`, { fullPage: false, settle: false });
    await signedIn.unroute('**/trpc/users.profile**');
    await signedIn.route('**/trpc/users.profile**', (route) => route.abort());
    await signedIn.goto('/profile');
    await signedIn.getByText('Ошибка загрузки профиля').waitFor({ timeout: 15_000 });
    await shoot(signedIn, `profile-error-${suffix}`, { fullPage: false, settle: false });
    await member.close();
  }
});
