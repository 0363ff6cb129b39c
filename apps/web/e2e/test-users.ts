import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type TestUser = { username: string; email: string; password: string };

let counter = 0;
let signIns = 0;

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

/** Through the login form, for the specs about signing in and sessions; the others use signInThroughApi. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill(user.username);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
}

/**
 * Signed in as the login form leaves it, without the form, for specs that are not about signing in: the
 * login call through the page's own request context (so the refresh cookie lands in the browser), the
 * access token put in localStorage before the app starts. Once per tab and sign-in, as the form does it:
 * a later sign-out or refresh is not undone by the next load, a later sign-in as another user wins. The
 * page is not navigated.
 */
export async function signInThroughApi(page: Page, user: Pick<TestUser, 'username' | 'password'>): Promise<string> {
  // A context that already holds a refresh cookie (a user registered through it) echoes its CSRF cookie, as the app does.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  const response = await page.request.post('/api/users/login/', {
    data: { username: user.username, password: user.password },
    headers: csrf ? { 'X-CSRFToken': csrf } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
  const { access } = (await response.json()) as { access: string };
  signIns += 1;
  await page.addInitScript(
    ({ token, order }) => {
      if (Number(window.sessionStorage.getItem('e2e-sign-in') ?? 0) >= order) return;
      window.sessionStorage.setItem('e2e-sign-in', String(order));
      window.localStorage.setItem('access', token);
    },
    { token: access, order: signIns },
  );
  return access;
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
