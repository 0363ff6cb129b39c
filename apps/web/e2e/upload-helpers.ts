import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { buildOds } from '@ege/core/files/odf/build-ods';
import { makeTestUser, signIn, type TestUser } from './test-users';

export const demoAuthor: TestUser = { username: 'author', email: '', password: 'author-demo-1' };
export const demoAdmin: TestUser = { username: 'admin', email: '', password: 'admin-demo-1' };
export const demoStudent: TestUser = { username: 'student', email: '', password: 'student-demo-1' };

export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Playwright = PlaywrightWorkerArgs['playwright'];

/** A request context of its own (no refresh cookie of an earlier call), signed in as `user`. */
export async function apiAs(playwright: Playwright, baseURL: string | undefined, user: TestUser): Promise<{ api: APIRequestContext; auth: Record<string, string> }> {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/users/login/', { data: { username: user.username, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  return { api, auth: { Authorization: `Bearer ${access}` } };
}

/** A fresh author made by the demo admin, so that drafts and "Мои задания" start empty. */
export async function createAuthor(playwright: Playwright, baseURL: string | undefined): Promise<TestUser> {
  const user = makeTestUser();
  const { api, auth } = await apiAs(playwright, baseURL, demoAdmin);
  try {
    const response = await api.post('/api/admin/users/', { data: { ...user, role: 'author' }, headers: auth });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return user;
}

/** Signs in through the login form (the page lands on /profile) and opens the upload screen. */
export async function openUploadAs(page: Page, user: TestUser, path = '/upload-task'): Promise<void> {
  await signIn(page, user);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Загрузка задач' })).toBeVisible();
}

/** Picks a value of a Mantine Select by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses files through the file dialog a button opens, as a user would. */
export async function chooseFiles(page: Page, button: string, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}

export function textFile(name: string, text = '1 2 3\n'): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
}

/** A one-cell OpenDocument spreadsheet, made by the demo bank's own builder: no fixture file needed. */
export function tinyOds(): Buffer {
  return buildOds([{ name: 'Лист1', rows: [[42]] }]);
}
