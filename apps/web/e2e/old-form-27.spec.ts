import { expect, test } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';
import { apiAs, choose, createAuthor, openUploadAs } from './upload-helpers';

test('a task 27 of 2023 goes up as a 1×2 table and scores 1, then 2 points in the trainer', async ({ page, browser, playwright, baseURL }) => {
  // An upload and a trainer session in one test: more than the default on a busy machine.
  const author = await createAuthor(playwright, baseURL);
  await openUploadAs(page, author);
  const form = page.getByRole('form', { name: 'Одиночное задание' });
  await choose(page, 'Тип задания', '27 — Анализ данных: кластеры');
  await choose(page, 'Сложность', 'Сложная');
  const text = form.getByRole('textbox', { name: 'Текст задания' });
  await text.click();
  await text.pressSequentially('E2E-27 (2023): в ответе число для файла A, затем для файла B.');

  // The 2×2 table of 2025–2026 with file B's row empty cannot be scored: the form says so and offers 1×2.
  const rows = form.getByRole('textbox', { name: 'Строк', exact: true });
  await expect(rows).toHaveValue('2');
  const answer = form.getByRole('group', { name: 'Ответ', exact: true });
  await answer.getByLabel('Ячейка 1.1').fill('283');
  await answer.getByLabel('Ячейка 1.2').fill('5071');
  await page.getByRole('button', { name: 'Загрузить задачу' }).click();
  await expect(form.getByText(/нет ответа для части «Файл B»; или выберите таблицу 1×2/)).toBeVisible();

  await rows.fill('1');
  await expect(answer.getByLabel('Ячейка 2.1')).toHaveCount(0);
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/tasks/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Загрузить задачу' }).click();
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: number };

  const studentContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
  try {
    const student = await studentContext.newPage();
    await signInThroughApi(student, await registerThroughApi(studentContext.request));
    await student.goto(`/trainer/task/${id}`);
    await expect(student.getByRole('heading', { name: 'Задание 27', level: 1 })).toBeVisible();
    await expect(student.getByText('Первое число — файл A, второе — файл B.', { exact: false })).toBeVisible();
    const cells = ['1.1', '1.2'].map((name) => student.getByRole('textbox', { name: `Ячейка ${name}` }));
    await expect(student.getByRole('textbox', { name: 'Ячейка 2.1' })).toHaveCount(0);

    await cells[0]!.fill('283');
    await cells[1]!.fill('5070');
    await student.getByRole('button', { name: 'Проверить' }).click();
    await expect(student.getByText('Баллы: 1 из 2')).toBeVisible();
    await expect(student.getByText('Файл A: верно')).toBeVisible();
    await expect(student.getByText('Файл B: неверно')).toBeVisible();

    await cells[1]!.fill('5071');
    await student.getByRole('button', { name: 'Проверить' }).click();
    await expect(student.getByText('Верно!', { exact: true })).toBeVisible();
    await expect(student.getByText('Баллы: 2 из 2')).toBeVisible();
    await expect(student.getByText('Файл B: верно')).toBeVisible();
  } finally {
    await studentContext.close();
    // The bank is shared by the run's specs, and a variant draws its task 27 at random: a 1×2 one left
    // behind would turn up where a later spec fills the 2×2 table of the current form.
    const { api, auth } = await apiAs(playwright, baseURL, author);
    try {
      const removed = await api.delete(`/api/tasks/tasks/${id}/`, { headers: auth });
      expect(removed.status(), await removed.text()).toBeLessThan(300);
    } finally {
      await api.dispose();
    }
  }
});
