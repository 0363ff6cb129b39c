import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi, signIn } from './test-users';

/* Decision 048: failures count per (account, address); a browser that has signed in before counts per device. */

async function failTenTimes(request: APIRequestContext, username: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const response = await request.post('/api/users/login/', { data: { username, password: `wrong-${i}` } });
    expect(response.status()).toBe(401);
  }
}

test('a new browser at an address with 10 failures for the account sees the 429 message on the form', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  // The page's own request context: the same address and no device cookie, as a stranger's browser.
  await failTenTimes(page.request, user.username);
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill(user.username);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Слишком много попыток\. Повторите через \d+ мин\.$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('the browser that signed in before still signs in after 10 failures from its address', async ({ page, playwright, request }) => {
  const user = await registerThroughApi(request);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await failTenTimes(stranger, user.username);
  await stranger.dispose();

  await signIn(page, user);
});
