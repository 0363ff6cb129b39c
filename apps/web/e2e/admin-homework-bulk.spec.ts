import { expect, test } from '@playwright/test';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

test('a teacher adds a class by a pasted list, previews the draw, assigns, and picks the same class again from the last issue', async ({ page, request, playwright, baseURL }) => {
  // A request context each: a second registration would ride on the first one's refresh cookie.
  const other = await playwright.request.newContext({ baseURL });
  const [first, second] = [await registerThroughApi(request), await registerThroughApi(other).finally(() => other.dispose())];
  const comment = `E2E класс ${Date.now().toString(36)}`;
  await signInThroughApi(page, demoTeacher);
  await page.goto('/admin-homework');

  await page.getByRole('tab', { name: 'Списком' }).click();
  await page.getByRole('textbox', { name: 'Список учеников' }).fill(`${first.username}\n${second.username.toUpperCase()}, nobody_e2e_x`);
  await page.getByRole('button', { name: 'Добавить учеников: 3' }).click();
  const selected = page.getByRole('list', { name: 'Выбранные ученики' });
  await expect(selected.getByRole('listitem')).toHaveCount(2);
  await expect(selected).toContainText(first.username);
  await expect(selected).toContainText(second.username);
  await expect(page.getByText('Не найдены: nobody_e2e_x')).toBeVisible();
  // The names not found stay in the field to be corrected.
  await expect(page.getByRole('textbox', { name: 'Список учеников' })).toHaveValue('nobody_e2e_x');

  // Every count starts at 0.
  await page.getByRole('textbox', { name: 'Задание 5', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'Задания 19-21', exact: true }).fill('1');
  await expect(page.getByText('Всего задач каждому ученику: 4 (из них 3 задачи в 1 блоке 19-21)')).toBeVisible();
  await page.getByRole('button', { name: 'Предпросмотр' }).click();
  const preview = page.getByRole('region', { name: 'Предпросмотр ДЗ' });
  await expect(preview).toContainText('Задачи найдены для всех учеников');
  await expect(preview).toContainText(`${first.username} — задач: 4.`);
  await expect(preview).toContainText(`${second.username} — задач: 4.`);
  await expect(preview.getByRole('link', { name: /^#\d+$/ })).toHaveCount(8);
  // Nothing was written.
  const own = await request.get('/api/users/homework/', { headers: { Authorization: `Bearer ${first.access}` } });
  expect(((await own.json()) as { active: unknown[] }).active).toEqual([]);

  // A change of counts puts the preview away: it answered for the old ones.
  await page.getByRole('textbox', { name: 'Задание 5', exact: true }).fill('2');
  await expect(preview).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Комментарий' }).fill(comment);
  await page.getByRole('button', { name: 'Выдать ДЗ' }).click();
  await expect(page.getByText('ДЗ успешно выдано!')).toBeVisible();

  // The same class again: remove both, then take the students of that issue.
  await selected.getByRole('button', { name: `Убрать ${first.username}` }).click();
  await selected.getByRole('button', { name: `Убрать ${second.username}` }).click();
  await page.getByRole('tab', { name: 'Из прошлого ДЗ' }).click();
  await page.getByRole('combobox', { name: 'Ученики прошлого ДЗ' }).click();
  await page.getByRole('option', { name: new RegExp(`учеников: 2 · ${comment}$`) }).click();
  await page.getByRole('button', { name: 'Добавить учеников: 2' }).click();
  await expect(page.getByRole('list', { name: 'Выбранные ученики' }).getByRole('listitem')).toHaveCount(2);
});
