import { expect, test } from '@playwright/test';
import { readStorage, registerThroughApi, signIn } from './test-users';

test('"Выйти на всех устройствах" asks first, then signs out this browser and every other device', async ({ page, browser, request }) => {
  const user = await registerThroughApi(request);
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await signIn(phone, user);
  await signIn(page, user);
  const laptopAccess = await readStorage(page, 'access');

  await page.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выйти на всех устройствах?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();

  await page.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти везде' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Вы вышли на всех устройствах')).toBeVisible();
  expect(await readStorage(page, 'access')).toBeNull();

  // This browser's last access token is refused at once, not after its 15 minutes.
  const stale = await request.get('/api/users/profile/', { headers: { authorization: `Bearer ${laptopAccess!}` } });
  expect(stale.status()).toBe(401);
  // The other device still holds its tokens; both are refused, so it lands on the login page.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login$/);
  expect(await readStorage(phone, 'access')).toBeNull();
  await otherDevice.close();
});

test('the header\'s logout ends the access token at once', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signIn(page, user);
  const access = await readStorage(page, 'access');
  await page.getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stale = await request.get('/api/users/profile/', { headers: { authorization: `Bearer ${access!}` } });
  expect(stale.status()).toBe(401);
});
