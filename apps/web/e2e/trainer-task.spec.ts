import { expect, test } from '@playwright/test';
import { attachmentContent, attachmentName } from './seed-trainer-tasks';
import { pasteInto, timerOf } from './trainer-helpers';
import { seededTrainerTasks } from './trainer-tasks';
import { registerThroughApi, signInThroughApi } from './test-users';

// The confetti falls only for a user who did not ask for less motion.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
});

test('a wrong then a right answer: attempts, experience and confetti; after a reload the task stays solved', async ({ page }) => {
  const { field } = seededTrainerTasks();
  // The page's own clock, run ahead below to show that the stopped timer stays stopped.
  await page.clock.install();
  await page.goto(`/trainer/task/${field}`);
  await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'ID задания' })).toHaveText(`ID задания${field}`);
  // Other specs solve this task too, in parallel workers: no data yet, or a time.
  await expect(page.getByRole('group', { name: 'Среднее время' })).toHaveText(/^Среднее время(Нет данных|.*\d.*)$/);
  await expect(page.locator('article td').filter({ hasText: '12' }).first()).toBeVisible();
  await expect(page.getByText('Скачать решение')).toHaveCount(0);
  const timer = timerOf(page);
  await expect(timer).not.toHaveText('00:00');

  const input = page.getByRole('textbox', { name: 'Ответ' });
  const check = page.getByRole('button', { name: 'Проверить' });
  const attempts = page.getByTestId('attempts');
  await expect(attempts).toHaveText('Попыток: 0');
  await check.click();
  await expect(page.getByText('Ответ не может быть пустым')).toBeVisible();
  await expect(attempts).toHaveText('Попыток: 0');

  await input.fill('41');
  await check.click();
  await expect(page.getByText('Неверно', { exact: true })).toBeVisible();
  await expect(attempts).toHaveText('Попыток: 1');
  await expect(page.getByTestId('confetti')).toHaveCount(0);
  await expect(input).toBeEnabled();

  await input.fill('42');
  await check.click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
  await expect(page.getByText('Неверно', { exact: true })).toHaveCount(0);
  await expect(attempts).toHaveText('Попыток: 2');
  await expect(page.getByText('+10 опыта', { exact: true })).toBeVisible();
  const confetti = page.getByTestId('confetti');
  await expect(confetti).toBeVisible();
  await expect(confetti).toHaveAttribute('data-pieces', '300');
  await expect(input).toBeDisabled();
  await expect(check).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Скачать решение' })).toHaveAttribute('href', '/media/e2e/solution.txt');

  // A correct answer stops the timer of a one-part task; the confetti plays once and goes.
  const stoppedAt = await timer.innerText();
  await page.clock.runFor(1500);
  await expect(timer).toHaveText(stoppedAt);
  await expect(confetti).toHaveCount(0, { timeout: 8_000 });

  await page.reload();
  await expect(page.getByText('Задание уже решено')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(input).toHaveValue('42');
  await expect(check).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Показать ответ' })).toHaveCount(0);
  await expect(page.getByTestId('confetti')).toHaveCount(0);
});

test('revealing the answer warns first, then shows it and locks the input, also after a reload', async ({ page }) => {
  const { type5 } = seededTrainerTasks();
  await page.goto(`/trainer/task/${type5}`);
  const input = page.getByRole('textbox', { name: 'Ответ' });
  await expect(input).toBeEnabled();

  await page.getByRole('button', { name: 'Показать ответ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Показать ответ?' });
  await expect(dialog).toContainText('задание больше не принесёт опыта');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Вы подсмотрели ответ')).toHaveCount(0);
  await expect(input).toBeEnabled();

  await page.getByRole('button', { name: 'Показать ответ' }).click();
  await dialog.getByRole('button', { name: 'Да, показать ответ' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Вы подсмотрели ответ')).toBeVisible();
  await expect(page.getByText('Правильный ответ: 13')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Проверить' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Показать ответ' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Вы подсмотрели ответ')).toBeVisible();
  await expect(page.getByText('Правильный ответ: 13')).toBeVisible();
  await expect(input).toBeDisabled();
});

test('a 2×2 answer of task 27 goes in by pasting four numbers into the first cell', async ({ page }) => {
  const { table27 } = seededTrainerTasks();
  await page.goto(`/trainer/task/${table27}`);
  await expect(page.getByRole('heading', { name: 'Задание 27', level: 1 })).toBeVisible();
  const cells = ['1.1', '1.2', '2.1', '2.2'].map((name) => page.getByRole('textbox', { name: `Ячейка ${name}` }));

  // A long number is read whole: its column grows to it (a fixed 104 px cut '193268410592').
  await cells[1]!.fill('193268410592');
  expect(await cells[1]!.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth)).toBeLessThanOrEqual(0);
  await cells[1]!.fill('');

  // More values than cells clear the table.
  await cells[0]!.fill('9');
  await pasteInto(cells[0]!, '1 2 3 4 5');
  for (const cell of cells) await expect(cell).toHaveValue('');

  await pasteInto(cells[0]!, '1 2 3 4');
  for (const [index, cell] of cells.entries()) await expect(cell).toHaveValue(String(index + 1));
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
  await expect(page.getByText('Файл A: верно')).toBeVisible();
  await expect(page.getByText('Файл B: верно')).toBeVisible();
  await expect(page.getByText('Баллы: 2 из 2')).toBeVisible();
  await expect(page.getByText('+10 опыта', { exact: true })).toBeVisible();
  for (const cell of cells) await expect(cell).toBeDisabled();

  // Tasks 26 and 27 keep their timer running after a correct answer (SPEC §4).
  const timer = timerOf(page);
  const shown = await timer.innerText();
  await expect(timer).not.toHaveText(shown, { timeout: 3_000 });
});

test('attached files are listed under their heading with a working link; the next-task button stands in the column, over nothing', async ({ page }) => {
  const { withFile } = seededTrainerTasks();
  await page.goto(`/trainer/task/${withFile}`);
  const files = page.getByRole('region', { name: 'Файлы для выполнения задания' });
  await expect(files.getByText('Файлы для выполнения задания', { exact: true })).toBeVisible();
  await expect(files).toContainText('без них задание не решить');
  const link = files.getByRole('link', { name: attachmentName });
  await expect(link).toHaveAttribute('href', '/media/e2e/trainer-attachment.txt');
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(attachmentContent);

  // 'Следующее задание' stands in the page's column under the answer and its verdict, covering neither
  // them nor the files (it floated in the window's corner once, over both and out of the column).
  await page.getByRole('textbox', { name: 'Ответ' }).fill('0');
  await page.getByRole('button', { name: 'Проверить' }).click();
  const verdict = page.getByText('Неверно', { exact: true });
  await expect(verdict).toBeVisible();
  const column = (await page.getByRole('article', { name: 'Условие задания' }).boundingBox())!;
  const next = (await page.getByRole('button', { name: 'Следующее задание', exact: true }).boundingBox())!;
  expect(next.x).toBeGreaterThanOrEqual(column.x);
  expect(next.x + next.width).toBeLessThanOrEqual(column.x + column.width);
  for (const other of [files, page.getByRole('region', { name: 'Ответ на задание' }), verdict]) {
    const box = (await other.boundingBox())!;
    const apart = next.x >= box.x + box.width || box.x >= next.x + next.width || next.y >= box.y + box.height || box.y >= next.y + next.height;
    expect(apart, `'Следующее задание' ${JSON.stringify(next)} overlaps ${JSON.stringify(box)}`).toBe(true);
  }
});

test('ArrowRight asks for the next task of the type, but not while typing the answer', async ({ page }) => {
  const { field } = seededTrainerTasks();
  await page.goto(`/trainer/task/${field}`);
  const input = page.getByRole('textbox', { name: 'Ответ' });
  let randomCalls = 0;
  page.on('request', (call) => {
    if (/\/trpc\/tasks\.random\?/.test(call.url())) randomCalls += 1;
  });
  await input.fill('7');
  await input.press('ArrowRight');
  expect(randomCalls).toBe(0);

  await input.blur();
  const next = page.waitForRequest(/\/trpc\/tasks\.random\?/);
  await page.keyboard.press('ArrowRight');
  expect(decodeURIComponent((await next).url())).toContain('"type":1');
  // Keys are handled in order: had the press in the field asked, its call would have come before this one.
  expect(randomCalls).toBe(1);
  await expect(page).toHaveURL(/\/trainer\/task\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();

  const viaButton = page.waitForRequest(/\/trpc\/tasks\.random\?/);
  await page.getByRole('button', { name: 'Следующее задание', exact: true }).click();
  expect(decodeURIComponent((await viaButton).url())).toContain('"type":1');
});
