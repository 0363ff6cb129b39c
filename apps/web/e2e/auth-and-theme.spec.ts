import { expect, test } from '@playwright/test';
import { fillRegistration, makeTestUser, readStorage } from './test-users';

test('registration signs in, the dark theme survives a reload, logout and login work', async ({ page }) => {
  await page.goto('/register');
  const user = await fillRegistration(page);

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Регистрация и вход успешны!')).toBeVisible();
  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
  await expect(page.getByText('Студент', { exact: true })).toBeVisible();
  await expect(page.getByText('Уровень 1', { exact: true })).toBeVisible();
  await expect(page.getByText('0 / 100 опыта')).toBeVisible();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await readStorage(page, 'theme')).toBe('dark');

  await page.getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Вход', exact: true })).toBeVisible();
  expect(await readStorage(page, 'access')).toBeNull();

  await page.getByLabel('Имя пользователя').fill(user.username);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
  await expect(page.getByRole('link', { name: user.username })).toBeVisible();
});

test('registration shows the mismatch of passwords under the field and sends nothing', async ({ page }) => {
  const user = makeTestUser();
  let registerCalls = 0;
  page.on('request', (request) => {
    if (/\/trpc\/users\.register(\?|$)/.test(request.url())) registerCalls += 1;
  });
  await page.goto('/register');
  await page.getByLabel('Имя пользователя').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(`${user.password}x`);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  expect(registerCalls).toBe(0);
});

test('a taken username comes back from the server under its field', async ({ page, request }) => {
  const taken = makeTestUser();
  const response = await request.post('/api/users/register/', {
    data: { ...taken, confirmPassword: taken.password },
  });
  expect(response.ok()).toBe(true);
  const other = makeTestUser();
  await page.goto('/register');
  await page.getByLabel('Имя пользователя').fill(taken.username);
  await page.getByLabel('Email').fill(other.email);
  await page.getByLabel('Пароль', { exact: true }).fill(other.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(other.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пользователь с таким именем уже существует')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the profile needs a sign-in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible();
});
