import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type TestUser = { username: string; email: string; password: string };

let counter = 0;

export function makeTestUser(): TestUser {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `e2e_${suffix}`, email: `e2e_${suffix}@example.ru`, password: `pass-${suffix}` };
}

/** A user made through the REST API, for specs that are not about registration; access is its first token. */
export async function registerThroughApi(request: APIRequestContext): Promise<TestUser & { access: string }> {
  const user = makeTestUser();
  const response = await request.post('/api/users/register/', {
    data: { username: user.username, email: user.email, password: user.password, confirmPassword: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { access } = (await response.json()) as { access: string };
  return { ...user, access };
}

/** Fills the open registration form with a fresh user and sends it, as a newcomer does. */
export async function fillRegistration(page: Page): Promise<TestUser> {
  const user = makeTestUser();
  await page.getByLabel('Имя пользователя').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  return user;
}

export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill(user.username);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
