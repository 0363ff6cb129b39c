import { expect, test } from '@playwright/test';
import { readStorage, registerThroughApi, signIn } from './test-users';

test('a garbage access token is replaced through the refresh cookie and the profile still loads', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signIn(page, user);

  await page.evaluate(() => window.localStorage.setItem('access', 'garbage'));
  const refreshCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/users/token/refresh-cookie/')) refreshCalls.push(call.headers()['x-csrftoken'] ?? '');
  });
  await page.reload();

  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
  const access = await readStorage(page, 'access');
  expect(access).not.toBeNull();
  expect(access).not.toBe('garbage');
  expect(refreshCalls).toHaveLength(1);
  expect(refreshCalls[0]).not.toBe('');
});

test('without a refresh cookie a garbage token signs out', async ({ page }) => {
  await page.goto('/variants');
  await page.evaluate(() => window.localStorage.setItem('access', 'garbage'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStorage(page, 'access')).toBeNull();
});
