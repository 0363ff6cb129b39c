import { expect, test } from '@playwright/test';
import { readStorage, registerThroughApi } from './test-users';

test('a wrong password is refused with the message from the spec', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill(user.username);
  await page.getByLabel('Пароль', { exact: true }).fill(`${user.password}-wrong`);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page.getByRole('alert')).toHaveText('Неверное имя пользователя или пароль');
  await expect(page).toHaveURL(/\/login$/);
  expect(await readStorage(page, 'access')).toBeNull();
});

test('empty fields are caught by the shared schema before any call', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Введите имя пользователя')).toBeVisible();
  await expect(page.getByText('Введите пароль')).toBeVisible();
});
