import { crc32 } from 'node:zlib';
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
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

/** A zip with stored (uncompressed) entries: enough for a valid OpenDocument file. */
function storedZip(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    parts.push(local, fileName, data);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const odsMime = 'application/vnd.oasis.opendocument.spreadsheet';

/** A one-cell OpenDocument spreadsheet, built here so the spec needs no fixture file. */
export function tinyOds(): Buffer {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
  <manifest:file-entry manifest:full-path="/" manifest:media-type="${odsMime}"/>
  <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>`;
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">
  <office:body><office:spreadsheet><table:table table:name="Лист1"><table:table-row><table:table-cell><text:p>42</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body>
</office:document-content>`;
  return storedZip([
    { name: 'mimetype', data: Buffer.from(odsMime) },
    { name: 'META-INF/manifest.xml', data: Buffer.from(manifest) },
    { name: 'content.xml', data: Buffer.from(content) },
  ]);
}
