import { expect, test } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an avatar goes up through the REST upload and shows on the profile and in the header', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: `Аватар ${user.username}` })).toHaveCount(0);

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByText('Аватар обновлён')).toBeVisible();
  const avatar = page.getByRole('img', { name: `Аватар ${user.username}` });
  await expect(avatar).toHaveAttribute('src', /^\/media\/avatars\/.+\.png$/);
  await expect(page.getByRole('button', { name: 'Сменить фото' })).toBeVisible();
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^\/media\/avatars\/.+\.png$/);

  await page.reload();
  await expect(page.getByRole('img', { name: `Аватар ${user.username}` })).toHaveAttribute('src', /^\/media\/avatars\/.+\.png$/);
});

test('files that are not images are refused: by type in the browser, by content on the server', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  await page.goto('/profile');
  let uploads = 0;
  page.on('request', (call) => {
    if (call.url().endsWith('/api/users/profile/') && call.method() === 'PUT') uploads += 1;
  });
  const fileInput = page.locator('input[type="file"]');

  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') });
  await expect(page.getByText('Ошибка загрузки аватара')).toBeVisible();
  await expect(page.getByText('Пожалуйста, выберите изображение')).toBeVisible();
  expect(uploads).toBe(0);
  await page.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(page.getByText('Ошибка загрузки аватара')).toHaveCount(0);

  await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('не картинка') });
  await expect(page.getByText('Ошибка загрузки аватара')).toBeVisible();
  await expect(page.getByText('Пожалуйста, выберите изображение')).toBeVisible();
  expect(uploads).toBe(1);
  await expect(page.getByRole('img', { name: `Аватар ${user.username}` })).toHaveCount(0);
});
