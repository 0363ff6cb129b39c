import { expect, test } from '@playwright/test';
import { assignAsTeacher, registerStudent } from './profile-homework-helpers';
import { fillRegistration, registerThroughApi, signInThroughApi } from './test-users';

// The first hour of a newcomer: what a guest sees, the way in after registering, finding the homework.

test('the guest landing: / shows the public variants and what the product is; registering leads on to the trainer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/variants$/);
  await expect(page.getByRole('tab', { name: 'Публичные варианты' })).toHaveAttribute('aria-selected', 'true');
  const intro = page.getByRole('region', { name: 'Тренажер ЕГЭ по информатике' });
  await expect(intro).toContainText('Задания 1–27 с проверкой ответа');
  await expect(intro.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  // A guest has no variants of their own: only the public tab (issue 26).
  await expect(page.getByRole('tab')).toHaveText(['Публичные варианты']);

  await intro.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await fillRegistration(page);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('main').getByRole('link', { name: 'Начать тренировку' }).click();
  await expect(page).toHaveURL(/\/trainer$/);
  await expect(page.getByRole('group', { name: 'Тип задания' })).toBeVisible();

  // Signed in, / is the student's own variants again.
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Мои варианты' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Тренажер ЕГЭ по информатике' })).toHaveCount(0);
});

test('trainer type cards are links: a type has an address that opens its task, in a new tab too', async ({ page, context, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
  await page.goto('/trainer');
  const types = page.getByRole('group', { name: 'Тип задания' });
  await expect(types.getByRole('link', { name: /^Задание 5:/ })).toHaveAttribute('href', '/trainer?type=5');
  await expect(types.getByRole('link', { name: /^Задания 19-21:/ })).toHaveAttribute('href', '/trainer/block-19-21');
  // No emoji that may render as an empty box: the icons are drawn.
  await expect(types.getByRole('link', { name: /^Задание 5:/ }).locator('svg')).toHaveCount(1);

  const opened = context.waitForEvent('page');
  await types.getByRole('link', { name: /^Задание 7:/ }).click({ modifiers: ['Control'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/trainer\/task\/\d+$/);
  await expect(tab.getByRole('heading', { name: 'Задание 7', level: 1 })).toBeVisible();
  await tab.close();
  await expect(page).toHaveURL(/\/trainer$/);

  // The address itself; going back returns to the home, not to another random task.
  await page.goto('/trainer?type=5');
  await expect(page).toHaveURL(/\/trainer\/task\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Задание 5', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/trainer$/);
  await expect(types).toBeVisible();
});

test('active homework shows in the header and on the trainer home, and leads to its tasks', async ({ page, request, playwright, baseURL }) => {
  const student = await registerStudent(request);
  await signInThroughApi(page, student);
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /^ДЗ:/ })).toHaveCount(0);

  const homework = await assignAsTeacher(playwright, baseURL, student, { '5': 1 }, 'E2E: к понедельнику');
  await page.goto('/theory');
  const headerLink = page.getByRole('banner').getByRole('link', { name: /^ДЗ: текущее домашнее задание от / });
  await expect(headerLink).toHaveAttribute('href', `/profile?homework=${homework.id}`);

  await page.goto('/trainer');
  const card = page.getByRole('region', { name: 'Текущее домашнее задание' });
  await expect(card).toContainText('E2E: к понедельнику');
  await expect(card).toContainText('0 из 1');
  await card.getByRole('button', { name: 'Следующее задание ДЗ' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainer/task/${homework.task_list[0]!.id}$`));

  await headerLink.click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?homework=${homework.id}$`));
  await expect(page.getByRole('list', { name: 'Список домашних заданий' }).locator('[aria-current="true"]')).toContainText('ДЗ от');
});

test('a guest on the admin screens sees that they are the admin’s, with a way to sign in', async ({ page }) => {
  for (const path of ['/admin-homework', '/admin-user-activity']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText('Доступ только для администратора')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  }
});
