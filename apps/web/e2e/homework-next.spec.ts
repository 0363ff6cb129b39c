import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';
import { answersAsAdmin, seededTrainerTasks } from './trainer-tasks';
import { apiAs, demoAdmin } from './upload-helpers';

type Student = TestUser & { access: string };
type Assignment = { id: number; task_list: { id: number; type: number }[] };

/** The demo admin assigns homework to the student through the API; the student's own list tells which tasks were drawn. */
async function assignHomework(request: APIRequestContext, admin: { api: APIRequestContext; auth: Record<string, string> }, student: Student, tasks: Record<string, number>): Promise<Assignment> {
  const studentAuth = { Authorization: `Bearer ${student.access}` };
  const profile = (await (await request.get('/api/users/profile/', { headers: studentAuth })).json()) as { id: number };
  const assigned = await admin.api.post('/api/users/homework/', { data: { user_ids: [profile.id], tasks, comment: 'E2E: решить к пятнице' }, headers: admin.auth });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const [assignment] = (await assigned.json()) as Assignment[];
  return assignment!;
}

async function answerCorrectly(page: Page, answer: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Ответ' }).fill(answer);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
}

test('Следующее задание ДЗ walks a homework through the trainer to the completion dialog; the tab then lists it as completed', async ({ page, request, playwright, baseURL }) => {
  const student = await registerThroughApi(request);
  const admin = await apiAs(playwright, baseURL, demoAdmin);
  const assignment = await assignHomework(request, admin, student, { '5': 2 }).finally(() => admin.api.dispose());
  const [first, second] = assignment.task_list.map((task) => task.id);
  expect(second).toBeDefined();
  const answers = await answersAsAdmin(() => playwright.request.newContext({ baseURL }), [first!, second!]);

  await signInThroughApi(page, student);
  // A task outside the homework has no homework button.
  await page.goto(`/trainer/task/${seededTrainerTasks().field}`);
  await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Следующее задание', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Следующее задание ДЗ' })).toHaveCount(0);

  await page.goto(`/trainer/task/${first}`);
  await expect(page.getByRole('group', { name: 'ID задания' })).toHaveText(`ID задания${first}`);
  const nextHomework = page.getByRole('button', { name: 'Следующее задание ДЗ' });
  await answerCorrectly(page, answers.get(first!)!.answer!);
  await nextHomework.click();
  await expect(page).toHaveURL(new RegExp(`/trainer/task/${second}$`));
  await expect(page.getByRole('group', { name: 'ID задания' })).toHaveText(`ID задания${second}`);

  // Asked before the task is solved, the next homework task is the one on screen.
  await nextHomework.click();
  await expect(page.getByText('Следующее задание ДЗ — это: решите его.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/trainer/task/${second}$`));

  await answerCorrectly(page, answers.get(second!)!.answer!);
  await nextHomework.click();
  const dialog = page.getByRole('dialog', { name: 'Домашнее задание выполнено!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ок' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/variants?tab=homework');
  await expect(page.getByText('Нет активных домашних заданий')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Показать завершённые ДЗ' });
  await toggle.click();
  const card = page.getByRole('region', { name: 'Завершённые ДЗ' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Завершено');
  await expect(card).toContainText('2 / 2');
  // Only the results: done in the trainer, they are in the profile.
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Посмотреть результаты' })).toHaveAttribute('href', '/profile');
  await page.getByRole('button', { name: 'Скрыть завершённые ДЗ' }).click();
  await expect(card).toHaveCount(0);
});

test('active homework opens as a variant from its card; a 19–21 homework opens its own block', async ({ page, request, playwright, baseURL }) => {
  const student = await registerThroughApi(request);
  const admin = await apiAs(playwright, baseURL, demoAdmin);
  const homework = await assignHomework(request, admin, student, { '3': 1, '19-21': 1 }).finally(() => admin.api.dispose());
  const blockIds = homework.task_list.filter((task) => task.type >= 19 && task.type <= 21).map((task) => task.id);
  expect(blockIds).toHaveLength(3);

  await signInThroughApi(page, student);
  await page.goto(`/trainer/block-19-21?task=${blockIds[2]}`);
  await expect(page.getByRole('group', { name: 'ID заданий' })).toHaveText(`ID заданий${blockIds.join(', ')}`);
  await expect(page.getByRole('button', { name: 'Следующее задание ДЗ' })).toBeVisible();

  await page.goto('/variants?tab=homework');
  const card = page.getByRole('article').filter({ hasText: 'E2E: решить к пятнице' });
  await expect(card).toContainText('4 задания');
  await expect(card).toContainText('В процессе');
  await expect(card).toContainText('0 / 4');
  await expect(card.getByRole('button', { name: 'Посмотреть результаты' })).toBeDisabled();
  await card.getByRole('button', { name: 'Открыть как вариант' }).click();
  await expect(page).toHaveURL(/\/variant\/\d+$/);
  const variantUrl = page.url();

  await page.goto('/variants?tab=homework');
  await expect(card.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', new URL(variantUrl).pathname);
  // The homework variant is listed once: on its assignment's card.
  await expect(page.getByRole('article')).toHaveCount(1);
});
