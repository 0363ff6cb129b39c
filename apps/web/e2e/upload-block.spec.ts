import { expect, test } from '@playwright/test';
import { apiAs, choose, demoAdmin, openUploadAs } from './upload-helpers';

type Created = { ids: number[]; block_id: number };

test('an admin uploads a 19-21 block, edits a question and deletes the block after a confirmation', async ({ page, playwright, baseURL }) => {
  const admin = await apiAs(playwright, baseURL, demoAdmin);
  await admin.api.delete('/api/tasks/upload-draft/', { headers: admin.auth });
  await openUploadAs(page, demoAdmin, '/upload-task?tab=block');
  const form = page.getByRole('form', { name: 'Блок 19-21' });

  await choose(page, 'Сложность', 'Сложная');
  for (const [label, text] of [
    ['Условие блока', 'E2E-блок: два игрока, куча из S камней.'],
    ['Текст вопроса 19', 'Минимальное S для победы Вани первым ходом.'],
    ['Текст вопроса 20', 'Два значения S, при которых у Пети есть стратегия.'],
    ['Текст вопроса 21', 'Минимальное S для стратегии Вани.'],
  ] as const) {
    await form.getByRole('textbox', { name: label }).click();
    await page.keyboard.insertText(text);
  }
  // Defaults per SPEC: 19 and 21 a field, 20 a 1×2 table.
  await expect(form.getByRole('radio', { name: 'Поле' }).first()).toBeChecked();
  await form.getByRole('textbox', { name: 'Ответ на вопрос 19', exact: true }).fill('20');
  const table20 = form.getByRole('group', { name: 'Ответ на вопрос 20' });
  await expect(table20.getByRole('textbox')).toHaveCount(2);
  await table20.getByLabel('Ячейка 1.1').fill('10');
  await table20.getByLabel('Ячейка 1.2').fill('18');
  await form.getByRole('textbox', { name: 'Ответ на вопрос 21', exact: true }).fill('17');

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/tasks/') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Загрузить блок' }).click();
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(200);
  const { ids } = (await response.json()) as Created;
  expect(ids).toHaveLength(3);
  await expect(form.getByText('Задача успешно загружена!')).toBeVisible();
  await expect(form.getByText(`Номера вопросов: ${ids.map((id) => `#${id}`).join(', ')}`)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Условие блока' })).not.toContainText('E2E-блок');

  await page.getByRole('tab', { name: 'Мои задания' }).click();
  await expect(page.getByText('Все задания банка (вы администратор)')).toBeVisible();
  for (const [index, id] of ids.entries()) {
    await expect(page.getByRole('article', { name: `Задание #${id}` }).getByText(`Тип ${19 + index}`)).toBeVisible();
  }

  // Edit: the answer of question 21.
  await page.getByRole('link', { name: `Изменить задание #${ids[2]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/upload-task/${ids[2]}$`));
  const edit = page.getByRole('form', { name: `Задание #${ids[2]}` });
  await expect(edit.getByRole('textbox', { name: 'Условие блока' })).toContainText('E2E-блок');
  await expect(edit.getByRole('textbox', { name: 'Ответ', exact: true })).toHaveValue('17');
  await edit.getByRole('textbox', { name: 'Ответ', exact: true }).fill('');
  await edit.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(edit.getByText('Укажите ответ')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Ответ', exact: true }).fill('18');
  await edit.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText(`Задание #${ids[2]} сохранено`)).toBeVisible();
  await expect(page).toHaveURL(/\/upload-task\?tab=mine$/);
  const edited = (await (await admin.api.get(`/api/tasks/tasks/${ids[2]}/`, { headers: admin.auth })).json()) as { answer: string };
  expect(edited.answer).toBe('18');

  // Delete: cancelling keeps the task; confirming removes the whole block.
  await page.getByRole('button', { name: `Удалить задание #${ids[0]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить задание?' });
  await expect(dialog.getByText('Это вопрос блока 19-21: будет удалён весь блок из трёх вопросов.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article', { name: `Задание #${ids[0]}` })).toBeVisible();
  await page.getByRole('button', { name: `Удалить задание #${ids[0]}` }).click();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText(`Задание #${ids[0]} удалено`)).toBeVisible();
  for (const id of ids) await expect(page.getByRole('article', { name: `Задание #${id}` })).toHaveCount(0);
  expect((await admin.api.get(`/api/tasks/tasks/${ids[1]}/`, { headers: admin.auth })).status()).toBe(404);
  await admin.api.dispose();
});
