import { expect, test, type Locator, type Page } from '@playwright/test';
import { assignAsTeacher, registerStudent, solve, type Assignment } from './profile-homework-helpers';
import { signInThroughApi } from './test-users';

const homeworkList = /\/trpc\/homework\.list/;

const homeworkItems = (page: Page) => page.getByRole('list', { name: 'Список домашних заданий' }).getByRole('button');
const detail = (page: Page) => page.getByRole('article', { name: /^ДЗ от / });
/**
 * Waits for what a failed read shows once its retries are spent (1 s, then 2 s of backoff, with
 * jitter), running the page's clock ahead instead of waiting them out.
 */
async function expectAfterRetries(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(shown).toBeVisible({ timeout: 250 });
  }).toPass();
}

const taskHrefs = (page: Page) => detail(page).getByRole('tabpanel').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test('the student sees homework newest first, picks one, switches tabs and opens it as a variant', async ({ page, request, playwright, baseURL }) => {
  const student = await registerStudent(request);
  const older = await assignAsTeacher(playwright, baseURL, student, { '5': 1 }, 'Старое ДЗ');
  const newer = await assignAsTeacher(playwright, baseURL, student, { '1': 2, '19-21': 1 }, 'Решите к пятнице');
  await solve(playwright, baseURL, request, student, older.task_list[0]!.id);

  await signInThroughApi(page, student);
  await page.goto('/profile');
  const items = homeworkItems(page);
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('0/5');
  await expect(items.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(items.nth(1)).toContainText('1/1');
  await expect(items.nth(1)).toContainText('Выполнено');
  await expect(items.nth(1)).not.toHaveAttribute('aria-current', 'true');

  await expect(detail(page)).toContainText('Решите к пятнице');
  await expect(detail(page)).toContainText('выдал teacher');
  await expect(detail(page)).toContainText('0 из 5');
  await expect(detail(page).getByRole('tab', { name: /Нерешённые/ })).toHaveAttribute('aria-selected', 'true');
  expect((await taskHrefs(page)).sort()).toEqual(newer.task_list.map((task) => `/trainer/task/${task.id}`).sort());
  await detail(page).getByRole('tab', { name: /Решённые/ }).click();
  await expect(detail(page).getByRole('tabpanel')).toContainText('Пока ни одно задание не решено');

  await items.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(detail(page)).toContainText('Старое ДЗ');
  await expect(detail(page)).toContainText('1 из 1');
  await expect(detail(page).getByRole('tabpanel')).toContainText('Все задания решены');
  await detail(page).getByRole('tab', { name: /Решённые/ }).click();
  expect(await taskHrefs(page)).toEqual([`/trainer/task/${older.task_list[0]!.id}`]);
  await detail(page).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/trainer/task/${older.task_list[0]!.id}$`));

  await page.goto('/profile');
  await homeworkItems(page).nth(0).click();
  await detail(page).getByRole('button', { name: 'Открыть как вариант' }).click();
  await expect(page).toHaveURL(/\/variant\/\d+$/);
  const list = await request.get('/api/users/homework/', { headers: { Authorization: `Bearer ${student.access}` } });
  const { active } = (await list.json()) as { active: Assignment[] };
  expect(page.url()).toMatch(new RegExp(`/variant/${active.find((item) => item.id === newer.id)!.variant_id}$`));
});

test('the list is kept in localStorage for 5 minutes per user and refreshed from the server', async ({ page, request, playwright, baseURL }) => {
  const student = await registerStudent(request);
  const homework = await assignAsTeacher(playwright, baseURL, student, { '1': 2 }, 'Кэш');
  await page.clock.install();
  await signInThroughApi(page, student);
  await page.goto('/profile');
  await expect(homeworkItems(page).nth(0)).toContainText('0/2');
  const key = `homework_list_${student.id}`;
  await expect.poll(() => page.evaluate((name) => window.localStorage.getItem(name), key)).toContain('"comment":"Кэш"');

  // The server is unreachable: the stored list still shows, with a note that it could not be refreshed.
  await page.route(homeworkList, (route) => route.abort());
  await page.reload();
  await expect(homeworkItems(page).nth(0)).toContainText('0/2');
  await expect(detail(page)).toContainText('Кэш');
  await expectAfterRetries(page, page.getByRole('alert').filter({ hasText: 'Ошибка загрузки домашних заданий' }));

  // Older than 5 minutes: the stored list is not shown any more.
  await page.evaluate((name) => {
    const entry = JSON.parse(window.localStorage.getItem(name)!) as { savedAt: number };
    window.localStorage.setItem(name, JSON.stringify({ ...entry, savedAt: Date.now() - 300_001 }));
  }, key);
  await page.reload();
  await expectAfterRetries(page, page.getByText('Ошибка загрузки домашних заданий'));
  await expect(homeworkItems(page)).toHaveCount(0);

  // A task solved elsewhere shows on the next visit, though a fresh copy is stored.
  await page.unroute(homeworkList);
  await page.reload();
  await expect(homeworkItems(page).nth(0)).toContainText('0/2');
  await solve(playwright, baseURL, request, student, homework.task_list[0]!.id);
  await page.reload();
  await expect(homeworkItems(page).nth(0)).toContainText('1/2');
  await expect.poll(() => page.evaluate((name) => window.localStorage.getItem(name), key)).toContain('"solved":1');
});

test('a student without homework sees the empty state; a failed opening says so and stays', async ({ page, request, playwright, baseURL }) => {
  const student = await registerStudent(request);
  await signInThroughApi(page, student);
  await page.goto('/profile');
  await expect(page.getByText('Домашних заданий пока нет')).toBeVisible();

  await assignAsTeacher(playwright, baseURL, student, { '1': 1 }, 'Ошибка открытия');
  await page.reload();
  await page.route(/\/trpc\/homework\.createVariant/, (route) => route.abort());
  await detail(page).getByRole('button', { name: 'Открыть как вариант' }).click();
  await expect(page.getByText('Не удалось открыть ДЗ как вариант')).toBeVisible();
  await expect(page.getByText('Ошибка создания варианта из ДЗ')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});
