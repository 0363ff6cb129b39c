import { expect, test, type Page } from '@playwright/test';
import { seededTrainerTasks } from './trainer-tasks';
import { registerThroughApi, signInThroughApi } from './test-users';
import { demoAdmin, demoAuthor } from './upload-helpers';

/** Issue 30 §2 (decision 076): 'Статистика задания' on the trainer's task page, for the bank's staff only. */

const panelOf = (page: Page) => page.getByRole('region', { name: 'Статистика задания' });

test('an admin opens a task\'s numbers with its wrong answers as the checker compares them', async ({ page, request }) => {
  const tasks = seededTrainerTasks();
  const student = await registerThroughApi(request);
  const wrong = await request.post('/api/tasks/check/', { data: { task_id: tasks.type5, user_answer: ' 99,5 ' }, headers: { Authorization: `Bearer ${student.access}` } });
  expect(wrong.status(), await wrong.text()).toBe(200);

  await signInThroughApi(page, demoAdmin);
  await page.goto(`/trainer/task/${tasks.type5}`);
  const panel = panelOf(page);
  await expect(panel).toContainText('С первой попытки');
  const toggle = panel.getByRole('button', { name: 'Показать' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(panel.getByRole('button', { name: 'Скрыть' })).toHaveAttribute('aria-expanded', 'true');
  const answers = panel.getByRole('table', { name: /Частые неверные ответы/ });
  await expect(answers.getByRole('row').filter({ hasText: '99.5' })).toBeVisible();
  await expect(panel).toContainText('у заданий типа 5 сложности');
});

test('a student is not even asked about, and an author sees no panel on a task that is not his', async ({ page }) => {
  const tasks = seededTrainerTasks();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tasks.quality')) asked.push(request.url());
  });
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${tasks.type5}`);
  await expect(page.getByRole('textbox', { name: 'Ответ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Комментарии/ }).first()).toBeVisible();
  expect(asked).toEqual([]);
  await expect(panelOf(page)).toHaveCount(0);

  // The seeded tasks have no author: the demo author's request is refused, and nothing is shown.
  const context = await page.context().browser()!.newContext();
  const authorPage = await context.newPage();
  try {
    await signInThroughApi(authorPage, demoAuthor);
    const refused = authorPage.waitForResponse((response) => response.url().includes('tasks.quality'));
    await authorPage.goto(`/trainer/task/${tasks.type5}`);
    expect((await refused).status()).toBe(403);
    await expect(authorPage.getByRole('textbox', { name: 'Ответ' })).toBeVisible();
    await expect(panelOf(authorPage)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
