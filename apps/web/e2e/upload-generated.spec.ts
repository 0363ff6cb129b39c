import { expect, test } from '@playwright/test';
import { apiAs, choose, createAuthor, openUploadAs } from './upload-helpers';

type GeneratedDraft = { kind: 'task'; type: number; difficulty: number; text: string; answer: string | null; answers: string[][] | null; files: { name: string }[]; generator: { id: string; seed: string } };
type GeneratedBlock = {
  kind: 'block';
  difficulty: number;
  condition: string;
  questions: { type: number; answer: string | null; answers: string[][] | null }[];
  generator: { id: string; seed: string };
};
type TaskAsAuthor = { type: number; difficulty: number; answer: string | null; answers: string[][] | null; solution: string | null; attachments: { file: string }[] };

test('an author starts the upload form from a generated task: text, answer, solution and data file filled, then uploads it', async ({ page, playwright, baseURL }) => {
  const author = await createAuthor(playwright, baseURL);
  await openUploadAs(page, author);
  const form = page.getByRole('form', { name: 'Одиночное задание' });

  // Every type has a generator: the button comes with a chosen type.
  await expect(form.getByRole('button', { name: 'Сгенерировать' })).toHaveCount(0);

  await choose(page, 'Тип задания', '24 — Обработка символьных строк');
  await choose(page, 'Сложность', 'Сложная');
  const generated = page.waitForResponse((response) => response.url().includes('authoring.generateDraft'));
  await form.getByRole('button', { name: 'Сгенерировать' }).click();
  const draft = ((await (await generated).json()) as { result: { data: GeneratedDraft } }).result.data;
  expect(draft).toMatchObject({ kind: 'task', type: 24, difficulty: 3, generator: { id: 'type-24' } });

  await expect(form.getByRole('status').filter({ hasText: `seed ${draft.generator.seed}` })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Текст задания' })).toContainText('Текстовый файл 24.txt состоит');
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

test('the block form fills from a generated 19–21 block: condition, three questions, answers and solutions, then uploads it', async ({ page, playwright, baseURL }) => {
  const author = await createAuthor(playwright, baseURL);
  await openUploadAs(page, author, '/upload-task?tab=block');
  const form = page.getByRole('form', { name: 'Блок 19-21' });
  await choose(page, 'Сложность', 'Лёгкая');
  const generated = page.waitForResponse((response) => response.url().includes('authoring.generateDraft'));
  await form.getByRole('button', { name: 'Сгенерировать' }).click();
  const draft = ((await (await generated).json()) as { result: { data: GeneratedBlock } }).result.data;
  expect(draft).toMatchObject({ kind: 'block', difficulty: 1, generator: { id: 'type-19' } });

  await expect(form.getByRole('status').filter({ hasText: `seed ${draft.generator.seed}` })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Условие блока' })).toContainText('Два игрока, Петя и Ваня');
  for (const type of [19, 20, 21]) {
    await expect(form.getByRole('textbox', { name: `Текст вопроса ${type}` })).toContainText('значени');
    await expect(form.getByRole('textbox', { name: `Разбор вопроса ${type}` })).toContainText('Программа на Python');
  }
  for (const type of [19, 21]) await expect(form.getByRole('textbox', { name: `Ответ на вопрос ${type}`, exact: true })).toHaveValue(draft.questions[type - 19]!.answer!);
  const table20 = form.getByRole('group', { name: 'Ответ на вопрос 20' });
  await expect(table20.getByLabel('Ячейка 1.1')).toHaveValue(draft.questions[1]!.answers![0]![0]!);
  await expect(table20.getByLabel('Ячейка 1.2')).toHaveValue(draft.questions[1]!.answers![0]![1]!);

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/tasks/') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Загрузить блок' }).click();
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(200);
  await expect(form.getByText('Задача успешно загружена!')).toBeVisible();
  const { ids } = (await response.json()) as { ids: number[] };
  const { api, auth } = await apiAs(playwright, baseURL, author);
  try {
    for (const [index, id] of ids.entries()) {
      const stored = (await (await api.get(`/api/tasks/tasks/${id}/`, { headers: auth })).json()) as TaskAsAuthor;
      const question = draft.questions[index]!;
      expect(stored).toMatchObject({ type: question.type, difficulty: 1, answer: question.answer, answers: question.answers });
      expect(stored.solution).toContain('language-python');
    }
  } finally {
    await api.dispose();
  }
});
