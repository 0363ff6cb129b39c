import { expect, test } from '@playwright/test';
import { apiAs, choose, createAuthor, openUploadAs } from './upload-helpers';

type GeneratedDraft = { type: number; difficulty: number; text: string; answer: string | null; answers: string[][] | null; files: { name: string }[]; generator: { id: string; seed: string } };
type TaskAsAuthor = { type: number; difficulty: number; answer: string | null; answers: string[][] | null; solution: string | null; attachments: { file: string }[] };

test('an author starts the upload form from a generated task: text, answer, solution and data file filled, then uploads it', async ({ page, playwright, baseURL }) => {
  const author = await createAuthor(playwright, baseURL);
  await openUploadAs(page, author);
  const form = page.getByRole('form', { name: 'Одиночное задание' });

  // Only a type with a generator offers it.
  await choose(page, 'Тип задания', '6 — Исполнитель Черепаха');
  await expect(form.getByRole('button', { name: 'Сгенерировать' })).toHaveCount(0);

  await choose(page, 'Тип задания', '24 — Обработка символьных строк');
  await choose(page, 'Сложность', 'Сложная');
  const generated = page.waitForResponse((response) => response.url().includes('authoring.generateDraft'));
  await form.getByRole('button', { name: 'Сгенерировать' }).click();
  const draft = ((await (await generated).json()) as { result: { data: GeneratedDraft } }).result.data;
  expect(draft).toMatchObject({ type: 24, difficulty: 3, generator: { id: 'type-24' } });

  await expect(form.getByRole('status').filter({ hasText: `seed ${draft.generator.seed}` })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Текст задания' })).toContainText('Определите в прилагаемом файле');
  await expect(form.getByRole('textbox', { name: 'Ответ', exact: true })).toHaveValue(draft.answer!);
  await expect(form.getByRole('textbox', { name: 'Разбор решения' })).toContainText('Программа на Python');
  await expect(form.getByText('24.txt', { exact: true })).toBeVisible();
  await expect(form.getByText('1 из 4')).toBeVisible();

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/tasks/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Загрузить задачу' }).click();
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.getByText('Задача успешно загружена!')).toBeVisible();

  const { id } = (await response.json()) as { id: number };
  const { api, auth } = await apiAs(playwright, baseURL, author);
  try {
    const stored = (await (await api.get(`/api/tasks/tasks/${id}/`, { headers: auth })).json()) as TaskAsAuthor;
    expect(stored).toMatchObject({ type: 24, difficulty: 3, answer: draft.answer });
    expect(stored.solution).toContain('language-python');
    expect(stored.attachments).toHaveLength(1);
  } finally {
    await api.dispose();
  }
});

test('a table answer (type 25) fills the cells of the type\'s table', async ({ page, playwright, baseURL }) => {
  const author = await createAuthor(playwright, baseURL);
  await openUploadAs(page, author);
  const form = page.getByRole('form', { name: 'Одиночное задание' });
  await choose(page, 'Тип задания', '25 — Поиск чисел по маске и делителям');
  const generated = page.waitForResponse((response) => response.url().includes('authoring.generateDraft'));
  await form.getByRole('button', { name: 'Сгенерировать' }).click();
  const draft = ((await (await generated).json()) as { result: { data: GeneratedDraft } }).result.data;
  const cells = form.getByRole('group', { name: 'Ответ', exact: true });
  await expect(cells.getByLabel('Ячейка 1.1')).toHaveValue(draft.answers![0]![0]!);
  await expect(cells.getByLabel('Ячейка 1.2')).toHaveValue(draft.answers![0]![1]!);
  await expect(form.getByRole('combobox', { name: 'Сложность', exact: true })).toHaveValue('Средняя');
});
