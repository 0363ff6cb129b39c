import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { assignAsTeacher, freshStudent, type Student } from './profile-homework-helpers';
import { shot } from './shot';
import { signInThroughApi, type TestUser } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { demoStudent } from './upload-helpers';

// Issue 29 §1: the teacher's class screen, over a class whose answers the test makes itself.

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };
const staffOnly = 'Доступ только для преподавателей и администраторов';
/** The heat map's columns after the name: the forecast, the homework, then types 1–18, '19–21', 22–27. */
const forecastColumn = 0;
const homeworkColumn = 1;
const typeColumn = (type: number) => type + 1;

async function answer(request: APIRequestContext, student: Student, taskId: number, userAnswer: string, solvingTime: number): Promise<boolean> {
  const response = await request.post('/api/tasks/check/', {
    data: { task_id: taskId, user_answer: userAnswer, solving_time: solvingTime },
    headers: { Authorization: `Bearer ${student.access}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { is_correct: boolean }).is_correct;
}


function rowOf(page: Page, username: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });
}

function cellOf(page: Page, username: string, column: number): Locator {
  return rowOf(page, username).getByRole('cell').nth(column);
}

test('a teacher makes a class from pasted names and sees who is stuck where', async ({ page, request, playwright, baseURL }) => {
  const tasks = seededTrainerTasks();
  const [first, second, third] = [await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL)];
  // first: type 5 right at once in 80 s; type 1 wrong first (then right: the first try is what counts).
  expect(await answer(request, first, tasks.type5, '13', 80)).toBe(true);
  expect(await answer(request, first, tasks.field, '41', 30)).toBe(false);
  expect(await answer(request, first, tasks.field, '42', 30)).toBe(true);
  // second and third: the same wrong answer to the type-5 task, a shared misconception (or a wrong key).
  expect(await answer(request, second, tasks.type5, '12', 40)).toBe(false);
  expect(await answer(request, third, tasks.type5, ' 12', 50)).toBe(false);
  const homework = await assignAsTeacher(playwright, baseURL, second, { '1': 1 }, 'E2E: класс');
  expect(homework.task_list).toHaveLength(1);

  await signInThroughApi(page, demoTeacher);
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('button', { name: 'Управление' }).click();
  await page.getByRole('menuitem', { name: 'Классы' }).click();
  await expect(page.getByRole('heading', { name: 'Классы', level: 1 })).toBeVisible();

  const name = `E2E класс ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Создать класс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый класс' });
  await dialog.getByRole('textbox', { name: 'Название класса' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Список учеников' }).fill(`${first.username}\n${second.username}, ${third.username}`);
  await dialog.getByRole('button', { name: 'Добавить учеников: 3' }).click();
  await expect(dialog.getByRole('list', { name: 'Ученики класса' }).getByRole('listitem')).toHaveCount(3);
  await shot(page, 'classes-new-class-form');
  await dialog.getByRole('button', { name: 'Создать' }).click();

  await expect(page).toHaveURL(/\/classes\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Успех первых попыток по типам' });
  await expect(table.getByRole('rowheader')).toHaveText([first.username, second.username, third.username]);

  // The accessible table says what the tooltip says.
  const right = cellOf(page, first.username, typeColumn(5));
  await expect(right).toHaveText('100%. Первых попыток: 1, верно: 1, среднее время: 1 мин 20 с');
  await expect(cellOf(page, first.username, typeColumn(1))).toHaveText('0%. Первых попыток: 1, верно: 0, среднее время: 30 с');
  await expect(cellOf(page, first.username, typeColumn(2))).toHaveText('—нет первых попыток');
  await right.getByText('100%', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Первых попыток: 1, верно: 1, среднее время: 1 мин 20 с');
  // The map is one tab stop; the arrows go from cell to cell with tries (type 5 to type 1 past the empty ones).
  await page.mouse.move(0, 0);
  await expect(table.locator('[data-heat][tabindex="0"]')).toHaveCount(1);
  await right.locator('[data-heat]').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(cellOf(page, first.username, typeColumn(1)).locator('[data-heat]')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Первых попыток: 1, верно: 0, среднее время: 30 с');
  await expect(cellOf(page, first.username, forecastColumn)).toHaveText(/^мало данных: ещё \d+ задач[аи]?$/);

  const stuck = page.getByRole('region', { name: 'Где застряли' });
  await expect(stuck.getByRole('listitem').filter({ hasText: 'Тип 5:' })).toHaveText('Тип 5: 2 ошибки с первой попытки у 2 учеников');
  await expect(stuck.getByTestId('shared-wrong-answers').getByRole('listitem')).toHaveText(
    `Задача #${tasks.type5} (тип 5): ответ «12» у 2 учеников: ${second.username}, ${third.username}`,
  );
  await expect(stuck.getByRole('link', { name: `Задача #${tasks.type5}` })).toHaveAttribute('href', `/trainer/task/${tasks.type5}`);
  await shot(page, 'classes-report');

  // The report as a file, named rows as on screen.
  const csv = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Скачать отчёт класса' }).getByRole('button', { name: 'CSV' }).click();
  const report = await csv;
  expect(report.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync(await report.path(), 'utf8')).toContain(third.username);

  // The homework: not started, its per-task grid one click away.
  await expect(cellOf(page, first.username, homeworkColumn)).toHaveText('—нет домашнего задания');
  const badge = cellOf(page, second.username, homeworkColumn).getByRole('button');
  await expect(badge).toHaveText(`не начато · 0/1: задачи ДЗ ученика ${second.username}`);
  await badge.click();
  const grid = page.getByRole('dialog', { name: `ДЗ ученика ${second.username}` });
  await expect(grid.getByRole('table', { name: 'Задачи ДЗ' }).getByRole('row').nth(1)).toContainText(`#${homework.task_list[0]!.id}Не начато0—`);
  await shot(page, 'classes-homework-grid');
  const xlsx = page.waitForEvent('download');
  await grid.getByRole('button', { name: 'XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
  await grid.getByRole('button', { name: 'Закрыть' }).click();

  // The period is in the address; today's answers are in the last 7 days too.
  await page.getByText('7 дней').click();
  await expect(page).toHaveURL(/\?period=7$/);
  await expect(right).toHaveText(/^100%/);
});

test('a teacher drops a student from a list class, then deletes the list', async ({ page, request, playwright, baseURL }) => {
  const students = [await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL)];
  const access = await signInThroughApi(page, demoTeacher);
  const name = `E2E список ${Date.now().toString(36)}`;
  const made = await request.post('/api/classes/', { data: { name, student_ids: students.map((student) => student.id) }, headers: { Authorization: `Bearer ${access}` } });
  expect(made.status(), await made.text()).toBe(200);

  await page.goto('/classes');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Список');
  await expect(card).toContainText('3 ученика');
  await card.getByRole('button', { name: `Изменить класс ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Изменить класс' });
  await expect(edit.getByRole('list', { name: 'Ученики класса' }).getByRole('listitem')).toHaveCount(3);
  await edit.getByRole('button', { name: `Убрать ${students[2]!.username}` }).click();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('2 ученика');

  await card.getByRole('button', { name: `Удалить класс ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить класс?' });
  await expect(confirm).toContainText(`Список «${name}» удалится`);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(card).toHaveCount(0);
});

test('a class with no answers in the period and no students says so; a phone scrolls the map in its own box', async ({ page, request, playwright, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const student = await freshStudent(playwright, baseURL);
  const access = await signInThroughApi(page, demoTeacher);
  const auth = { Authorization: `Bearer ${access}` };
  const quiet = await request.post('/api/classes/', { data: { name: `E2E тихий ${Date.now().toString(36)}`, student_ids: [student.id] }, headers: auth });
  expect(quiet.status(), await quiet.text()).toBe(200);
  const empty = await request.post('/api/classes/', { data: { name: `E2E пустой ${Date.now().toString(36)}`, student_ids: [] }, headers: auth });
  expect(empty.status(), await empty.text()).toBe(200);

  await page.goto(`/classes/${((await quiet.json()) as { id: number }).id}`);
  await expect(page.getByText('За этот период нет ответов')).toBeVisible();
  // The page itself never gets wider than the phone: the map scrolls inside its box, the names stay.
  await expect(page.getByRole('region', { name: 'Успех первых попыток по типам, прокручивается вбок' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const name = page.getByRole('rowheader', { name: student.username });
  await page.getByRole('region', { name: 'Успех первых попыток по типам, прокручивается вбок' }).evaluate((box) => box.scrollBy({ left: 600 }));
  await expect(name).toBeInViewport();
  await shot(page, 'classes-report-phone');

  await page.goto(`/classes/${((await empty.json()) as { id: number }).id}`);
  await expect(page.getByText('В классе пока нет учеников')).toBeVisible();
});

test('a student sees no class screen: the staff-only notice, and the server refuses too', async ({ page, request }) => {
  const access = await signInThroughApi(page, demoStudent);
  await page.goto('/classes');
  await expect(page.getByText(staffOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Создать класс' })).toHaveCount(0);
  await page.goto('/classes/1');
  await expect(page.getByText(staffOnly)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const response = await request.get('/api/classes/', { headers: { Authorization: `Bearer ${access}` } });
  expect(response.status()).toBe(403);
});
