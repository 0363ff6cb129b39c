import { expect, test } from '@playwright/test';
import { seededTrainerTasks } from './trainer-tasks';
import { registerThroughApi, signInThroughApi } from './test-users';

test.beforeEach(async ({ page, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
});

test('four numbers typed into one cell of a 27 are caught before the check, spread, then checked', async ({ page }) => {
  const { table27 } = seededTrainerTasks();
  await page.goto(`/trainer/task/${table27}`);
  const cells = ['1.1', '1.2', '2.1', '2.2'].map((name) => page.getByRole('textbox', { name: `Ячейка ${name}` }));
  const attempts = page.getByTestId('attempts');
  await cells[0]!.fill('1 2 3 4');
  await page.getByRole('button', { name: 'Проверить' }).click();

  const warning = page.getByTestId('answer-form-warning');
  await expect(warning).toContainText('Похоже, значения записаны в одну ячейку');
  await expect(warning).toContainText('попытка не потрачена');
  await expect(attempts).toHaveText('Попыток: 0');
  await expect(page.getByText('Неверно', { exact: true })).toHaveCount(0);

  await warning.getByRole('button', { name: 'Разнести по ячейкам' }).click();
  for (const [index, cell] of cells.entries()) await expect(cell).toHaveValue(String(index + 1));
  await expect(warning).toBeHidden();
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
  await expect(attempts).toHaveText('Попыток: 1');
});

test('letters where a number is asked are caught; sent as they are, they cost an attempt', async ({ page }) => {
  const { type5 } = seededTrainerTasks();
  await page.goto(`/trainer/task/${type5}`);
  const attempts = page.getByTestId('attempts');
  await page.getByRole('textbox', { name: 'Ответ' }).fill('13а');
  await page.getByRole('button', { name: 'Проверить' }).click();
  const warning = page.getByTestId('answer-form-warning');
  await expect(warning).toContainText('Ответ на это задание — число');
  await expect(warning.getByRole('button', { name: 'Разнести по ячейкам' })).toHaveCount(0);
  await expect(attempts).toHaveText('Попыток: 0');

  await warning.getByRole('button', { name: 'Проверить как есть' }).click();
  await expect(page.getByText('Неверно', { exact: true })).toBeVisible();
  await expect(attempts).toHaveText('Попыток: 1');
  await expect(warning).toBeHidden();
});

test('a wrong answer links the theory of its type; revealing the answer replaces the verdict', async ({ page }) => {
  const { type5 } = seededTrainerTasks();
  await page.goto(`/trainer/task/${type5}`);
  await page.getByRole('textbox', { name: 'Ответ' }).fill('12');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Неверно', { exact: true })).toBeVisible();
  const theory = page.getByRole('link', { name: 'Теория к заданию 5' });
  await expect(theory).toHaveAttribute('href', '/theory?type=5');

  await page.getByRole('button', { name: 'Показать ответ' }).click();
  await page.getByRole('dialog', { name: 'Показать ответ?' }).getByRole('button', { name: 'Да, показать ответ' }).click();
  await expect(page.getByText('Вы подсмотрели ответ')).toBeVisible();
  await expect(page.getByText('Правильный ответ: 13')).toBeVisible();
  await expect(page.getByText('Неверно', { exact: true })).toHaveCount(0);
  // The theory stays one click away in the revealed state.
  await expect(page.getByRole('link', { name: 'Теория к заданию 5' })).toBeVisible();

  await page.getByRole('link', { name: 'Теория к заданию 5' }).click();
  await expect(page).toHaveURL(/\/theory\?type=5$/);
});

test('the solution document is offered once the task is solved', async ({ page }) => {
  const { field } = seededTrainerTasks();
  await page.goto(`/trainer/task/${field}`);
  await expect(page.getByRole('region', { name: 'Решение' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
  await page.getByRole('button', { name: 'Проверить' }).click();
  const solution = page.getByRole('region', { name: 'Решение' });
  await expect(solution.getByRole('link', { name: 'Скачать решение' })).toHaveAttribute('href', '/media/e2e/solution.txt');
});
