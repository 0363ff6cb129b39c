import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { createVariantThroughApi, uniqueVariantName } from './variant-solving-helpers';

async function finishWithConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Завершить' }).click();
  await page.getByRole('dialog', { name: 'Завершить вариант?' }).getByRole('button', { name: 'Завершить' }).click();
}

test('a finished variant reopens read-only with its answers and verdicts, until it is solved again', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const { field, type5, table27 } = seededTrainerTasks();
  const name = uniqueVariantName('E2E завершённый');
  const id = await createVariantThroughApi(request, user.access, { name, tasks: [field, type5, table27], mode: 'KEGE', show_results_mode: 'after' });

  await page.goto(`/variant/${id}`);
  await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await page.getByRole('textbox', { name: 'Ответ' }).fill('12');
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 3 из 3' })).toBeVisible();
  await finishWithConfirm(page);

  // Results of a partial variant: the percent is the headline, named as such; the blank row is calm.
  await expect(page).toHaveURL(new RegExp(`/variant/${id}/results$`));
  await expect(page.getByRole('group', { name: 'Процент верных ответов' })).toContainText('33%');
  await expect(page.getByTestId('score')).toHaveText('33');
  await expect(page.getByTestId('test-score')).toHaveCount(0);
  await expect(page.getByText('Баллы: 1 из 4')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Ответы по заданиям' }).locator('tbody tr');
  await expect(rows.nth(0)).toHaveAttribute('data-tone', 'correct');
  await expect(rows.nth(1)).toHaveAttribute('data-tone', 'incorrect');
  await expect(rows.nth(2)).toHaveAttribute('data-tone', 'unanswered');
  const blankBackground = await rows.nth(2).evaluate((row) => getComputedStyle(row).backgroundColor);
  expect(blankBackground).toBe('rgba(0, 0, 0, 0)');

  // A row opens its task: the statement with the answer given and the right one.
  await page.getByRole('button', { name: 'Открыть задание 2 тип 5' }).click();
  const dialog = page.getByRole('dialog', { name: 'Задание 2 · тип 5' });
  await expect(dialog).toContainText('E2E-5');
  await expect(dialog).toContainText('Ваш ответ');
  await expect(dialog).toContainText('12');
  await expect(dialog).toContainText('Правильный ответ');
  await expect(dialog).toContainText('13');
  await expect(dialog.getByRole('link', { name: 'Открыть в тренажере' })).toHaveAttribute('href', `/trainer/task/${type5}`);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  // Back to the variant: read-only, the answers and verdicts as finished, nothing to finish again.
  await page.getByRole('link', { name: 'Вернуться к варианту' }).click();
  await expect(page).toHaveURL(new RegExp(`/variant/${id}$`));
  await expect(page.getByText('Вариант завершён · только просмотр')).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 2 из 3');
  await expect(page.getByTestId('result-headline')).toHaveText('Процент верных ответов: 33%');
  await expect(page.getByRole('button', { name: 'Завершить' })).toHaveCount(0);
  const first = page.getByRole('article', { name: 'Задание 1' });
  const second = page.getByRole('article', { name: 'Задание 2' });
  const third = page.getByRole('article', { name: 'Задание 3' });
  await expect(first.getByRole('textbox', { name: 'Ответ' })).toHaveValue('42');
  await expect(first.getByRole('textbox', { name: 'Ответ' })).toBeDisabled();
  await expect(first.getByText('Верно', { exact: true })).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Ответ' })).toHaveValue('12');
  await expect(second.getByText('Неверно', { exact: true })).toBeVisible();
  await expect(second.getByText('Правильный ответ: 13')).toBeVisible();
  await expect(third.getByText('Нет ответа', { exact: true })).toBeVisible();

  // The same after a reload; 'Решить заново' starts a clean attempt.
  await page.reload();
  await expect(page.getByText('Вариант завершён · только просмотр')).toBeVisible();
  await page.getByRole('button', { name: 'Решить заново' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 1 из 3' })).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 0 из 3');
  await expect(page.getByRole('button', { name: 'Завершить' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Посмотреть результаты' })).toBeVisible();
});

test('a full 27-task variant is headlined by its test score, the percent labelled beside it', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const keys = [...Array.from({ length: 18 }, (_, index) => String(index + 1)), '19-21', ...Array.from({ length: 6 }, (_, index) => String(index + 22))];
  const tasksByType = Object.fromEntries(keys.map((key) => [key, 1]));
  const id = await createVariantThroughApi(request, user.access, { name: uniqueVariantName('E2E полный'), tasksByType, mode: 'KEGE', show_results_mode: 'after' });

  await page.goto(`/variant/${id}`);
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 0 из 27');
  await finishWithConfirm(page);

  await expect(page).toHaveURL(new RegExp(`/variant/${id}/results$`));
  await expect(page.getByRole('group', { name: 'Тестовый балл' })).toContainText('тестовый балл из 100');
  await expect(page.getByTestId('test-score')).toHaveText('0');
  await expect(page.getByText('Первичные баллы: 0 из 29')).toBeVisible();
  await expect(page.getByText('Процент верных: 0%')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Ответы по заданиям' }).locator('tbody tr');
  await expect(rows).toHaveCount(27);
  await expect(page.locator('tbody tr[data-tone="unanswered"]')).toHaveCount(27);

  await page.getByRole('link', { name: 'Вернуться к варианту' }).click();
  await expect(page.getByTestId('result-headline')).toHaveText('Тестовый балл: 0 из 100');
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 0 из 27');
});
