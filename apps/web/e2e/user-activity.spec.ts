import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { choose, demoAdmin } from './upload-helpers';

async function answer(request: APIRequestContext, access: string, taskId: number, userAnswer: string): Promise<void> {
  const response = await request.post('/api/tasks/check/', { data: { task_id: taskId, user_answer: userAnswer }, headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
}

test('the admin finds a student, filters their attempts and sees a new one arrive by itself', async ({ page, request }) => {
  const tasks = seededTrainerTasks();
  const student = await registerThroughApi(request);
  await answer(request, student.access, tasks.type5, '12');
  await answer(request, student.access, tasks.type5, '13');
  await answer(request, student.access, tasks.field, '41');

  await signInThroughApi(page, demoAdmin);
  await page.goto('/profile');
  // An admin's role links sit in the header's 'Управление' menu.
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('button', { name: 'Управление' }).click();
  await page.getByRole('menuitem', { name: 'Активность' }).click();
  await expect(page.getByRole('heading', { name: 'Активность пользователей', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Укажите id пользователя')).toBeVisible();

  await page.getByRole('textbox', { name: 'Поиск пользователя' }).fill(student.username.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(student.username) }).click();
  await expect(page.getByRole('textbox', { name: 'ID пользователя' })).toHaveValue(/^\d+$/);
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Найдено: 2')).toBeVisible();
  await expect(page.getByRole('article', { name: /^Задание #/ })).toHaveCount(2);

  await choose(page, 'Тип задания', '5');
  await choose(page, 'Статус', 'Решено');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Найдено: 1')).toBeVisible();
  const card = page.getByRole('article', { name: `Задание #${tasks.type5}` });
  await expect(card.getByText('Решено', { exact: true })).toBeVisible();
  const history = card.getByRole('region', { name: 'История попыток' });
  await expect(history.getByRole('article')).toHaveCount(2);
  await expect(history.getByRole('article', { name: 'Попытка #2' })).toContainText('Верно');
  await expect(history.getByRole('article', { name: 'Попытка #2' })).toContainText('13');
  await expect(history.getByRole('article', { name: 'Попытка #1' })).toContainText('Неверно');
  await expect(card.getByText('Правильный ответ')).toBeVisible();

  // The header closes the card and opens it again.
  await card.getByRole('button', { expanded: true }).click();
  await expect(history).toBeHidden();
  await card.getByRole('button', { expanded: false }).click();
  await expect(history).toBeVisible();

  await page.getByRole('checkbox', { name: 'Автообновление' }).check();
  await answer(request, student.access, tasks.type5, '14');
  await expect(history.getByRole('article', { name: 'Попытка #3' })).toContainText('Неверно', { timeout: 8_000 });
  await expect(page.getByText('Найдено: 1')).toBeVisible();
  await expect(page.getByText('Стр. 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вперед' })).toBeDisabled();
});

test('a student opening the screen is told it is the admin\'s', async ({ page, request }) => {
  const student = await registerThroughApi(request);
  await signInThroughApi(page, student);
  await page.goto('/admin-user-activity');
  await expect(page.getByText('Доступ только для администратора')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Применить' })).toHaveCount(0);
});
