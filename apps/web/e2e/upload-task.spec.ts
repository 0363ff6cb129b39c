import { expect, test } from '@playwright/test';
import { signInThroughApi } from './test-users';
import { apiAs, choose, chooseFiles, demoAuthor, demoStudent, onePixelPng, openUploadAs, tinyOds } from './upload-helpers';

type CreatedTask = { id: number; ids: number[] };
type TaskAsSeen = {
  id: number;
  type: number;
  text: string;
  answer_type: string;
  table_shape: [number, number] | null;
  attachments: { id: number; file: string; url: string }[];
  answer?: string | null;
  answers?: string[][] | null;
};

test('an author uploads a type-9 task with a table answer and an .ods file; a student finds it in the trainer without the answer', async ({ page, browser, playwright, baseURL }) => {
  const author = await apiAs(playwright, baseURL, demoAuthor);
  await author.api.delete('/api/tasks/upload-draft/', { headers: author.auth });
  await openUploadAs(page, demoAuthor);
  const form = page.getByRole('form', { name: 'Одиночное задание' });

  await choose(page, 'Тип задания', '9 — Электронные таблицы');
  await choose(page, 'Сложность', 'Средняя');
  const text = form.getByRole('textbox', { name: 'Текст задания' });
  await text.click();
  await text.pressSequentially('E2E-upload: найдите сумму чисел в файле.');

  const imageChooser = page.waitForEvent('filechooser');
  // The statement's editor is the first; the 'Разбор' editor below has its own picture button.
  await form.getByRole('button', { name: 'Вставить изображение' }).first().click();
  await (await imageChooser).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(text.locator('img')).toHaveAttribute('src', /^\/media\/task-images\/.+\.png$/);

  await form.getByText('Таблица', { exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Строк', exact: true })).toHaveValue('1');
  await expect(form.getByRole('textbox', { name: 'Столбцов', exact: true })).toHaveValue('2');
  const cells = form.getByRole('group', { name: 'Ответ', exact: true });
  await cells.getByLabel('Ячейка 1.1').fill('15');
  await cells.getByLabel('Ячейка 1.2').fill('27');

  await chooseFiles(page, 'Добавить файлы', [{ name: 'данные.ods', mimeType: 'application/vnd.oasis.opendocument.spreadsheet', buffer: tinyOds() }]);
  await expect(form.getByText('данные.ods')).toBeVisible();
  await expect(form.getByText('1 из 4')).toBeVisible();

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/tasks/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Загрузить задачу' }).click();
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(200);
  const created = (await response.json()) as CreatedTask;

  await expect(page.getByText('Задача успешно загружена!')).toBeVisible();
  await expect(page.getByText(`Номер задания: #${created.id}`)).toBeVisible();
  // The number opens the new task in the trainer.
  await expect(page.getByRole('link', { name: `Задание #${created.id}: открыть в тренажере` })).toHaveAttribute('href', `/trainer/task/${created.id}`);
  // The form starts over: no type, an empty text, no files; the draft is gone from the server.
  await expect(form.getByRole('combobox', { name: 'Тип задания', exact: true })).toHaveValue('');
  await expect(text).not.toContainText('E2E-upload');
  await expect(form.getByText('данные.ods')).toHaveCount(0);
  await expect(form.getByText('0 из 4')).toBeVisible();
  await expect.poll(async () => ((await (await author.api.get('/api/tasks/upload-draft/', { headers: author.auth })).json()) as { draft: unknown }).draft).toBeNull();

  await page.getByRole('tab', { name: 'Мои задания' }).click();
  await expect(page).toHaveURL(/\?tab=mine$/);
  const card = page.getByRole('article', { name: `Задание #${created.id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Тип 9')).toBeVisible();
  await expect(card.getByText('Средняя')).toBeVisible();
  await expect(card.getByText('E2E-upload: найдите сумму чисел в файле.')).toBeVisible();

  // The author sees the stored answer.
  const own = (await (await author.api.get(`/api/tasks/tasks/${created.id}/`, { headers: author.auth })).json()) as TaskAsSeen;
  expect(own.answers).toEqual([['15', '27']]);
  expect(own.table_shape).toEqual([1, 2]);
  await author.api.dispose();

  // A student opens it in the trainer: the text, its picture and the file, and no answer in what the browser got.
  const studentContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
  try {
    const student = await studentContext.newPage();
    await signInThroughApi(student, demoStudent);
    const loaded = student.waitForResponse((response) => response.url().includes('/trpc/tasks.byId'));
    await student.goto(`/trainer/task/${created.id}`);
    const { result } = (await (await loaded).json()) as { result: { data: TaskAsSeen } };
    expect(result.data.id).toBe(created.id);
    expect(result.data.answer ?? null).toBeNull();
    expect(result.data.answers ?? null).toBeNull();

    await expect(student.getByRole('heading', { name: 'Задание 9', level: 1 })).toBeVisible();
    const condition = student.getByRole('article', { name: 'Условие задания' });
    await expect(condition.getByText('E2E-upload: найдите сумму чисел в файле.')).toBeVisible();
    await expect(condition.locator('img').first()).toHaveAttribute('src', /^\/media\/task-images\/.+\.png$/);
    await expect(student.getByRole('textbox', { name: 'Ячейка 1.2' })).toHaveValue('');

    const files = student.getByRole('region', { name: 'Файлы для выполнения задания' });
    await expect(files.getByText('Файлы для выполнения задания', { exact: true })).toBeVisible();
    const link = files.getByRole('link', { name: 'данные.ods' });
    await expect(link).toBeVisible();
    const file = await student.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
  } finally {
    await studentContext.close();
  }
});
