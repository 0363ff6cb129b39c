import { expect, test } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';
import { pasteInto } from './trainer-helpers';
import { uniqueVariantName } from './variant-solving-helpers';

// The whole way a student goes: made on the variants page, solved, finished, read.

test('a variant made in the dialog is solved in КЕГЭ mode with a table answer, survives a reload and ends on its results', async ({ page, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
  await page.goto('/variants');
  const name = uniqueVariantName('E2E путь');
  await page.getByRole('button', { name: 'Создать вариант' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый вариант' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Задание 1', exact: true }).fill('1');
  await dialog.getByRole('textbox', { name: 'Задание 27', exact: true }).fill('1');
  await dialog.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText('КЕГЭ (по одному)');
  await card.getByRole('link', { name: 'Продолжить' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Задание 1 из 2' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 2 из 2' })).toBeVisible();
  await pasteInto(page.getByRole('textbox', { name: 'Ячейка 1.1' }), '11 22 33 44');
  await expect(page.getByRole('textbox', { name: 'Ячейка 2.2' })).toHaveValue('44');
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 2 из 2');
  await expect(page.getByTestId('save-status')).toHaveText('Сохранено');

  await page.reload();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 2 из 2');
  await page.getByRole('navigation', { name: 'Номера заданий' }).getByRole('button', { name: /^Задание 2(,|$)/ }).click();
  await expect(page.getByRole('textbox', { name: 'Ячейка 1.2' })).toHaveValue('22');
  await expect(page.getByRole('textbox', { name: 'Ячейка 2.1' })).toHaveValue('33');

  await page.getByRole('button', { name: 'Завершить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Завершить вариант?' });
  await expect(confirm).toContainText('откроются правильные ответы');
  await confirm.getByRole('button', { name: 'Завершить' }).click();
  await expect(page).toHaveURL(/\/variant\/\d+\/results$/);
  await expect(page.getByRole('heading', { name: /^Результаты варианта #\d+$/, level: 1 })).toBeVisible();
  await expect(page.getByTestId('score')).toBeVisible();
  await expect(page.getByText('11 22')).toBeVisible();

  await page.goto('/variants');
  await expect(page.getByRole('article', { name, exact: true }).getByRole('link', { name: 'Посмотреть результаты' })).toBeVisible();
});

test("'Классический 27' from the generator opens all on one page with inline results", async ({ page, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
  await page.goto('/variants?tab=generator');
  await page.getByRole('button', { name: 'Классический 27' }).click();
  await page.getByText('Все на одной странице', { exact: true }).click();
  await page.getByText('По ходу', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Название' }).fill(uniqueVariantName('E2E классика'));
  await page.getByRole('button', { name: 'Создать вариант' }).last().click();
  await expect(page.getByText('Вариант успешно создан')).toBeVisible();
  await page.getByRole('link', { name: 'Открыть вариант' }).click();

  await expect(page).toHaveURL(/\/variant\/\d+$/);
  await expect(page.getByRole('article', { name: /^Задание \d+$/ })).toHaveCount(27);
  await expect(page.getByRole('navigation', { name: 'Номера заданий' })).toHaveCount(0);
  const first = page.getByRole('article', { name: 'Задание 1', exact: true });
  await first.getByRole('textbox', { name: 'Ответ' }).fill('не то');
  await first.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(first.getByText('Неверно', { exact: true })).toBeVisible();
});
