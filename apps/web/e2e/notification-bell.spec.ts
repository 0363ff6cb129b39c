import { expect, test } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';
import { apiAs, demoAdmin } from './upload-helpers';

test('a student sees assigned homework under the bell, opens it in the profile and deletes it', async ({ page, playwright, baseURL, request }) => {
  await page.goto('/variants');
  await expect(page.getByRole('heading', { name: 'Варианты', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Уведомления/ })).toHaveCount(0);

  const student = await registerThroughApi(request);
  const profile = await request.get('/api/users/profile/', { headers: { Authorization: `Bearer ${student.access}` } });
  const { id } = (await profile.json()) as { id: number };
  const admin = await apiAs(playwright, baseURL, demoAdmin);
  let homeworkId = 0;
  try {
    const assigned = await admin.api.post('/api/users/homework/', { data: { user_ids: [id], tasks: { '1': 1 }, comment: 'Графы к пятнице' }, headers: admin.auth });
    expect(assigned.status(), await assigned.text()).toBe(200);
    homeworkId = ((await assigned.json()) as { id: number }[])[0]!.id;
  } finally {
    await admin.api.dispose();
  }

  await signInThroughApi(page, student);
  await page.goto('/variants');
  const bell = page.getByRole('button', { name: 'Уведомления: 1 непрочитанное' });
  await expect(bell).toBeVisible();
  await expect(page.locator('.mantine-Indicator-indicator')).toHaveText('1');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  const item = panel.getByRole('button', { name: 'Новое: Вам выдано домашнее задание: Графы к пятнице' });
  await expect(item).toBeVisible();
  await expect(panel.getByText('только что')).toBeVisible();
  await item.click();
  // Straight to that homework, selected in the profile's list.
  await expect(page).toHaveURL(new RegExp(`/profile\\?homework=${homeworkId}$`));
  await expect(page.getByRole('list', { name: 'Список домашних заданий' }).locator('[aria-current="true"]')).toContainText('ДЗ от');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  // Read on the server too: a reload keeps it read.
  await page.reload();
  await page.getByRole('button', { name: 'Уведомления', exact: true }).click();
  await expect(panel.getByRole('button', { name: /^Вам выдано домашнее задание: Графы к пятнице/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Удалить уведомление' }).click();
  await expect(panel.getByText('Уведомлений нет')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Уведомления', exact: true }).click();
  await expect(panel.getByText('Уведомлений нет')).toBeVisible();
});

test('"Отметить все прочитанными" clears the badge', async ({ page, playwright, baseURL, request }) => {
  const student = await registerThroughApi(request);
  const profile = await request.get('/api/users/profile/', { headers: { Authorization: `Bearer ${student.access}` } });
  const { id } = (await profile.json()) as { id: number };
  const admin = await apiAs(playwright, baseURL, demoAdmin);
  try {
    for (const message of ['Первое', 'Второе']) {
      const sent = await admin.api.post('/api/users/notifications/', { data: { user_id: id, message }, headers: admin.auth });
      expect(sent.status(), await sent.text()).toBe(200);
    }
  } finally {
    await admin.api.dispose();
  }

  await signInThroughApi(page, student);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Уведомления: 2 непрочитанных' }).click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  // Newest first.
  await expect(panel.getByRole('listitem')).toHaveText([/Второе/, /Первое/]);
  // Without a homework link a click marks it read and stays here.
  await panel.getByRole('button', { name: 'Новое: Второе' }).click();
  await expect(page.getByRole('button', { name: 'Уведомления: 1 непрочитанное' })).toBeVisible();
  await panel.getByRole('button', { name: 'Отметить все прочитанными' }).click();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Новое:/ })).toHaveCount(0);
});
