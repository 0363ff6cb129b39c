import { expect, test } from '@playwright/test';
import { choose, createAuthor, openUploadAs } from './upload-helpers';

test('the draft is saved 2 s after the last change and comes back after a reload', async ({ page, playwright, baseURL }) => {
  const author = await createAuthor(playwright, baseURL);
  // The page's clock is the test's: on a loaded machine a pause between two keys can pass 2 s of real time.
  await page.clock.install();
  await openUploadAs(page, author);
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/trpc/authoring.saveDraft')) saves += 1;
  });
  const form = page.getByRole('form', { name: 'Одиночное задание' });
  const text = form.getByRole('textbox', { name: 'Текст задания' });
  const cells = form.getByRole('group', { name: 'Ответ', exact: true });
  await expect(page.getByText('Черновик сохраняется автоматически')).toBeVisible();

  await choose(page, 'Тип задания', '17 — Обработка последовательностей');
  await cells.getByLabel('Ячейка 1.1').fill('3');
  await cells.getByLabel('Ячейка 1.2').fill('1337');
  await expect(page.getByText(/^Черновик сохранён в \d\d:\d\d$/)).toBeVisible({ timeout: 8_000 });

  // Time stands while the keys go in: nothing goes out while typing, and the save comes a full 2 s after the last key.
  await page.clock.pauseAt(Date.now() + 60_000);
  saves = 0;
  await text.click();
  await text.pressSequentially('Черновик задания 17', { delay: 40 });
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();
  await page.clock.runFor(1_900);
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();
  expect(saves).toBe(0);
  await page.clock.runFor(200);
  await expect(page.getByText(/^Черновик сохранён в \d\d:\d\d$/)).toBeVisible();
  expect(saves).toBe(1);
  await page.clock.resume();

  await page.getByRole('tab', { name: 'Блок 19-21' }).click();
  const block = page.getByRole('form', { name: 'Блок 19-21' });
  await block.getByRole('textbox', { name: 'Условие блока' }).click();
  await block.getByRole('textbox', { name: 'Условие блока' }).pressSequentially('Два игрока, куча камней');
  await expect(page.getByText(/^Черновик сохранён в/)).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);

  await page.reload();
  await expect(block.getByRole('textbox', { name: 'Условие блока' })).toContainText('Два игрока, куча камней');
  await page.getByRole('tab', { name: 'Одиночное задание' }).click();
  await expect(form.getByRole('combobox', { name: 'Тип задания', exact: true })).toHaveValue('17 — Обработка последовательностей');
  await expect(cells.getByLabel('Ячейка 1.1')).toHaveValue('3');
  await expect(cells.getByLabel('Ячейка 1.2')).toHaveValue('1337');
  await expect(text).toContainText('Черновик задания 17');
  await expect(page.getByText(/^Черновик сохранён в/)).toBeVisible();
});

test('a failed autosave says so and the next change tries again', async ({ page, playwright, baseURL }) => {
  const author = await createAuthor(playwright, baseURL);
  await openUploadAs(page, author);
  await page.route('**/trpc/authoring.saveDraft', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
  const answer = page.getByRole('form', { name: 'Одиночное задание' }).getByRole('textbox', { name: 'Ответ', exact: true });

  await answer.fill('42');
  await expect(page.getByText('Ошибка автосохранения: HTTP 503: Сервер недоступен')).toBeVisible({ timeout: 8_000 });

  await page.unroute('**/trpc/authoring.saveDraft');
  await answer.fill('43');
  await expect(page.getByText(/^Черновик сохранён в/)).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText(/Ошибка автосохранения/)).toHaveCount(0);
  await page.reload();
  await expect(answer).toHaveValue('43');
});

test('leaving the page before the pause is over still keeps what was typed', async ({ page, playwright, baseURL }) => {
  const author = await createAuthor(playwright, baseURL);
  await openUploadAs(page, author);
  const answer = page.getByRole('form', { name: 'Одиночное задание' }).getByRole('textbox', { name: 'Ответ', exact: true });
  await answer.fill('ушёл сразу');
  await page.getByRole('banner').getByRole('link', { name: 'Теория' }).click();
  await expect(page).toHaveURL(/\/theory/);
  // An author's role links ('Загрузка задач', 'Ошибки в заданиях') sit in the header's 'Управление' menu.
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('button', { name: 'Управление' }).click();
  await page.getByRole('menuitem', { name: 'Загрузка задач' }).click();
  await expect(answer).toHaveValue('ушёл сразу');
  await page.reload();
  await expect(answer).toHaveValue('ушёл сразу');
});
