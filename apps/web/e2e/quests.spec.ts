import { expect, test, type Page } from '@playwright/test';
import { registerStudent, type Student } from './profile-homework-helpers';
import { answersAsAdmin, type KnownAnswer } from './trainer-tasks';
import { shot } from './shot';


type Cell = { key: string; type: number; task_ids: number[]; is_block_19_21: boolean };

/** The page signed in as the student, in the theme given, the way the header's switch stores it. */
async function openAs(page: Page, student: Student, theme: 'light' | 'dark', path: string): Promise<void> {
  await page.addInitScript(
    ({ token, scheme }) => {
      window.localStorage.setItem('access', token);
      window.localStorage.setItem('theme', scheme);
    },
    { token: student.access, scheme: theme },
  );
  await page.goto(path);
}

async function questCells(page: Page, student: Student, url: string): Promise<Cell[]> {
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${student.access}` } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { quest: { progress: { tasks_detail: Cell[] } } };
  return body.quest.progress.tasks_detail;
}

/** Answers the open trainer task right, in whichever inputs its layout has. */
async function answerRight(page: Page, known: KnownAnswer): Promise<void> {
  const firstCell = page.getByRole('textbox', { name: 'Ячейка 1.1' });
  await expect(page.getByRole('button', { name: 'Проверить' })).toBeVisible();
  if ((await firstCell.count()) === 0) {
    await page.getByRole('textbox', { name: 'Ответ' }).fill(known.answer ?? (known.answers ?? []).flat().join(' '));
  } else {
    const rows = known.answers ?? (known.answer ?? '').split('|').map((row) => row.trim().split(/\s+/));
    for (const [r, row] of rows.entries()) {
      for (const [c, cell] of row.entries()) await page.getByRole('textbox', { name: `Ячейка ${r + 1}.${c + 1}` }).fill(cell);
    }
  }
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
}

async function solveByApi(page: Page, student: Student, taskId: number, known: KnownAnswer): Promise<void> {
  const data = known.answers
    ? { task_id: taskId, user_table_answer: known.answers, solving_time: 30 }
    : { task_id: taskId, user_answer: known.answer, solving_time: 30 };
  const response = await page.request.post('/api/tasks/check/', { data, headers: { Authorization: `Bearer ${student.access}` } });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { is_correct: boolean }).is_correct).toBe(true);
}

/** Nothing wider than the screen. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a student generates the daily quest, solves its tasks from the map and sees the multiplier applied and the streak', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const student = await registerStudent(request);
  await openAs(page, student, 'light', '/profile?tab=quests');
  await expect(page.getByRole('tab', { name: 'Ежедневный квест' })).toHaveAttribute('aria-selected', 'true');
  const streak = page.getByRole('region', { name: 'Серия ежедневных квестов' });
  await expect(streak.getByText('Серия: 0 дней', { exact: true })).toBeVisible();
  await expect(streak.getByLabel('Множитель опыта: x1.2')).toBeVisible();
  await page.getByRole('button', { name: 'Сгенерировать квест' }).click();

  const map = page.getByRole('list', { name: 'Задания ежедневного квеста' });
  await expect(map.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('Выполнено 0 из 5')).toBeVisible();
  // Collapsible while active.
  await page.getByRole('button', { name: 'Свернуть задания' }).click();
  await expect(map).toBeHidden();
  await page.getByRole('button', { name: 'Показать задания' }).click();
  await expect(map).toBeVisible();
  await shot(page, 'quests-daily-active-1280-light');

  const cells = await questCells(page, student, '/api/users/daily-quest/');
  const answers = await answersAsAdmin(
    () => playwright.request.newContext({ baseURL }),
    cells.map((cell) => cell.task_ids[0]!),
  );
  for (const [index, cell] of cells.entries()) {
    await map.getByRole('link').nth(index).click();
    await expect(page).toHaveURL(new RegExp(`/trainer/task/${cell.task_ids[0]}$`));
    await expect(page.getByText(/^Задание из ежедневного квеста: /)).toBeVisible();
    await answerRight(page, answers.get(cell.task_ids[0]!)!);
    await page.goto('/profile?tab=quests');
    await expect(page.getByText(`Выполнено ${index + 1} из 5`)).toBeVisible();
  }

  await expect(page.getByRole('status').filter({ hasText: 'Квест завершен! Множитель опыта применен.' })).toBeVisible();
  await expect(page.getByText('Завершен', { exact: true })).toBeVisible();
  await expect(streak.getByText('Серия: 1 день', { exact: true })).toBeVisible();
  await expect(streak.getByText(/^Сегодняшний квест выполнен\./)).toBeVisible();
  // The header shows the streak on every page.
  await expect(page.getByRole('banner').getByRole('link', { name: '1: серия ежедневных квестов, множитель x1.2' })).toBeVisible();
  // Completed: the map stays open, nothing to collapse or abandon.
  await expect(page.getByRole('button', { name: 'Свернуть задания' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отменить квест' })).toHaveCount(0);
  await expect(map.getByRole('link', { name: /выполнено,/ })).toHaveCount(5);
  await shot(page, 'quests-daily-done-1280-light');
});

test('the weekly map fills as tasks are solved, on a phone in the dark theme', async ({ page, request, playwright, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const student = await registerStudent(request);
  await openAs(page, student, 'dark', '/profile?tab=quests');
  // The daily quest on a phone: five columns still fit.
  await page.getByRole('button', { name: 'Сгенерировать квест' }).click();
  await expect(page.getByRole('list', { name: 'Задания ежедневного квеста' }).getByRole('listitem')).toHaveCount(5);
  await expectNoPageOverflow(page);
  await shot(page, 'quests-daily-375-dark');
  await page.getByRole('tab', { name: 'Квест недели' }).click();
  const map = page.getByRole('list', { name: 'Карта квеста недели' });
  await expect(map.getByRole('listitem').first()).toBeVisible();
  const cells = await questCells(page, student, '/api/users/quest/');
  await expect(map.getByRole('listitem')).toHaveCount(cells.length);
  await expect(page.getByText(`Выполнено 0 из ${cells.length}`)).toBeVisible();
  await expect(page.getByLabel('Множитель опыта: x2')).toBeVisible();

  const singles = cells.filter((cell) => !cell.is_block_19_21);
  const answers = await answersAsAdmin(
    () => playwright.request.newContext({ baseURL }),
    singles.slice(0, 2).map((cell) => cell.task_ids[0]!),
  );
  // One solved elsewhere (the API, as a variant would): it counts on the next look at the map.
  const [first, second] = singles as [Cell, Cell];
  await solveByApi(page, student, first.task_ids[0]!, answers.get(first.task_ids[0]!)!);
  await page.reload();
  await page.getByRole('tab', { name: 'Квест недели' }).click();
  await expect(page.getByText(`Выполнено 1 из ${cells.length}`)).toBeVisible();
  await expect(map.getByRole('link', { name: new RegExp(`^Задание ${first.type}: .*, выполнено,`) })).toBeVisible();

  // One from the map: solved in the trainer and counted there with 'Засчитать в квест'.
  await map.getByRole('link', { name: new RegExp(`^Задание ${second.type}: .*, не выполнено,`) }).click();
  await expect(page).toHaveURL(new RegExp(`/trainer/task/${second.task_ids[0]}$`));
  await answerRight(page, answers.get(second.task_ids[0]!)!);
  await page.getByRole('button', { name: 'Засчитать в квест' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Задача квеста выполнена' })).toBeVisible();
  await shot(page.getByRole('region', { name: 'Задание из квеста' }), 'quests-trainer-note-375-dark');
  await page.goto('/profile?tab=quests');
  await page.getByRole('tab', { name: 'Квест недели' }).click();
  await expect(page.getByText(`Выполнено 2 из ${cells.length}`)).toBeVisible();
  await expect(map.getByRole('link', { name: /, выполнено,/ })).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Прошлые квесты недели' })).toHaveCount(0);
  await expectNoPageOverflow(page);
  await shot(page, 'quests-weekly-375-dark');

  // Abandoning asks first.
  await page.getByRole('button', { name: 'Отказаться от квеста' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отказаться от квеста недели?' });
  await dialog.getByRole('button', { name: 'Отказаться' }).click();
  await expect(page.getByText('На этой неделе квеста нет')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Прошлые квесты недели' }).getByText('Отменен')).toBeVisible();
  await shot(page, 'quests-weekly-abandoned-375-dark');
});
