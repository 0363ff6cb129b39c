import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { HomeworkList } from '@ege/core/homework/homework-schemas';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { demoStudent } from './upload-helpers';

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

async function answer(request: APIRequestContext, access: string, taskId: number, userAnswer: string, solvingTime: number): Promise<void> {
  const response = await request.post('/api/tasks/check/', {
    data: { task_id: taskId, user_answer: userAnswer, solving_time: solvingTime },
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const assignment = (page: Page) => page.getByRole('button', { name: /^ДЗ от / });

test('a teacher assigns homework, follows it task by task, edits and deletes it', async ({ page, request }) => {
  const student = await registerThroughApi(request);
  // Type 5 solved before: one task of it only when the teacher asks for the types solved before.
  await answer(request, student.access, seededTrainerTasks().type5, '13', 20);

  await signInThroughApi(page, demoTeacher);
  await page.goto('/profile');
  // A teacher's role links ('Классы', 'Выдача ДЗ') sit in the header's 'Управление' menu.
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('button', { name: 'Управление' }).click();
  await page.getByRole('menuitem', { name: 'Выдача ДЗ' }).click();
  await expect(page).toHaveURL(/\/admin-homework$/);
  await expect(page.getByRole('heading', { name: 'Выдача ДЗ', level: 1 })).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Ученик' });
  await search.fill('e');
  await expect(page.getByText('Введите не меньше 2 символов')).toBeVisible();
  await search.fill(student.username);
  const option = page.getByRole('option', { name: new RegExp(`^${student.username} \\(id \\d+\\), `) });
  await expect(option).toContainText(student.email);
  await option.click();
  await expect(page.getByRole('button', { name: `Убрать ${student.username}` })).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(page.getByText('У ученика пока нет домашних заданий.')).toBeVisible();

  // Nothing is chosen for the teacher (decision 073): every count starts at 0.
  await expect(page.getByRole('textbox', { name: 'Задание 5', exact: true })).toHaveValue('0');
  await expect(page.getByText('Пока не выбрано ни одной задачи.')).toBeVisible();
  await page.getByRole('button', { name: 'Типы, которые решали ученики' }).click();
  await expect(page.getByRole('textbox', { name: 'Задание 5', exact: true })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Задание 6', exact: true })).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'Типы, которые решали ученики' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Задание 1', exact: true }).fill('2');
  await expect(page.getByText('Всего задач каждому ученику: 3')).toBeVisible();
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Повторить условия');
  await page.getByRole('button', { name: 'Выдать ДЗ' }).click();
  const done = page.getByText('ДЗ успешно выдано!');
  await expect(done).toBeVisible();
  await expect(done).toBeHidden({ timeout: 4000 });
  await expect(page.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');

  await expect(page.getByText('Активные: 1')).toBeVisible();
  await expect(assignment(page)).toContainText('В процессе');
  await expect(assignment(page)).toContainText('0/3');
  await expect(assignment(page)).toContainText('Повторить условия');

  await assignment(page).click();
  const grid = page.getByRole('table', { name: 'Задачи ДЗ' });
  await expect(grid.getByText('Не начато')).toHaveCount(3);

  // The student tries one of the tasks and gets it wrong: the grid shows where they are stuck.
  const own = (await (await request.get('/api/users/homework/', { headers: { Authorization: `Bearer ${student.access}` } })).json()) as HomeworkList;
  const tried = own.active[0]!.task_list[0]!;
  await answer(request, student.access, tried.id, 'не знаю', 95);

  await page.getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить ДЗ' });
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Сначала задание 5');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(assignment(page)).toContainText('Изменено');
  await expect(assignment(page)).toContainText('Сначала задание 5');

  // Saving refetches the history, so the grid now has the student's attempt.
  await expect(grid.getByRole('row')).toHaveCount(4);
  const triedRow = grid.getByRole('row', { name: new RegExp(`#${tried.id}\\b`) });
  await expect(triedRow).toContainText('Не решено');
  await expect(triedRow).toContainText('1 мин 35 с');
  await expect(triedRow.getByRole('cell').nth(2)).toHaveText('1');
  await expect(grid.getByText('Не начато')).toHaveCount(2);

  await page.getByRole('button', { name: 'Изменить' }).click();
  await dialog.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Выполнено' }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Активные: 0')).toBeVisible();
  await expect(page.getByText('Выполненные: 1')).toBeVisible();
  await expect(assignment(page)).toContainText('Выполнено');

  await assignment(page).click();
  await page.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить ДЗ?' });
  await expect(confirm).toContainText('3 задачи');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(assignment(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Удалить' }).click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('У ученика пока нет домашних заданий.')).toBeVisible();
});

test('the server’s refusal is shown as it is', async ({ page, request }) => {
  const student = await registerThroughApi(request);
  await signInThroughApi(page, demoTeacher);
  await page.goto('/admin-homework');
  await page.getByRole('textbox', { name: 'Ученик' }).fill(student.username);
  await page.getByRole('option', { name: new RegExp(`^${student.username} `) }).click();
  // Every count starts at 0; the server refuses an empty homework in its own words.
  await expect(page.getByText('Выбранные ученики ещё не решали задач: отметьте типы сами.')).toBeVisible();
  await page.getByRole('button', { name: 'Выдать ДЗ' }).click();
  await expect(page.getByText('Ошибка: выберите хотя бы одну задачу')).toBeVisible();
});

test('a student sees the admin-only notice and no link; a guest sees it with a way to sign in', async ({ page }) => {
  await page.goto('/admin-homework');
  await expect(page.getByText('Доступ только для администратора')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughApi(page, demoStudent);
  await page.goto('/profile');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Выдача ДЗ' })).toHaveCount(0);
  await page.goto('/admin-homework');
  await expect(page.getByText('Доступ только для администратора')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ученик' })).toHaveCount(0);
});
