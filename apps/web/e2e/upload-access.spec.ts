import { expect, test } from '@playwright/test';
import { signInThroughApi } from './test-users';
import { apiAs, demoAuthor, demoStudent } from './upload-helpers';

test('a guest is asked to sign in and sees no upload link', async ({ page }) => {
  await page.goto('/upload-task');
  await expect(page.getByText('Для загрузки задач необходимо войти в систему')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Одиночное задание' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Загрузка задач' })).toHaveCount(0);
});

test('a student gets the access message instead of the forms, and 403 from the API', async ({ page, playwright, baseURL }) => {
  await signInThroughApi(page, demoStudent);
  await page.goto('/profile');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Загрузка задач' })).toHaveCount(0);
  await page.goto('/upload-task?tab=mine');
  await expect(page.getByText('Доступ только для авторов и администраторов')).toBeVisible();
  await expect(page.getByText('Ваша роль: Студент.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Мои задания' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Одиночное задание' })).toHaveCount(0);

  const student = await apiAs(playwright, baseURL, demoStudent);
  try {
    expect((await student.api.get('/api/tasks/tasks/', { headers: student.auth })).status()).toBe(403);
    expect((await student.api.get('/api/tasks/upload-draft/', { headers: student.auth })).status()).toBe(403);
  } finally {
    await student.api.dispose();
  }
});

test('an author reaches the screen from the header link', async ({ page }) => {
  await signInThroughApi(page, demoAuthor);
  await page.goto('/profile');
  // An author's role links ('Загрузка задач', 'Ошибки в заданиях') sit in the header's 'Управление' menu.
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('button', { name: 'Управление' }).click();
  await page.getByRole('menuitem', { name: 'Загрузка задач' }).click();
  await expect(page).toHaveURL(/\/upload-task$/);
  await expect(page.getByRole('tab', { name: 'Одиночное задание', selected: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Одиночное задание' })).toBeVisible();
});
