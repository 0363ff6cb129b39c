import { expect, test } from '@playwright/test';
import { readStorage, registerThroughApi, signInThroughApi } from './test-users';
import { pasteInto } from './trainer-helpers';
import { seededTrainerTasks } from './trainer-tasks';
import { createVariantThroughApi, secondsOf, taskNumber, uniqueVariantName, variantSessionOf, variantTimerOf } from './variant-solving-helpers';

test('КЕГЭ: answers and the timer survive a reload; finishing shows the checked results', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const { field, table27, type5, withFile } = seededTrainerTasks();
  const name = uniqueVariantName('E2E КЕГЭ');
  const id = await createVariantThroughApi(request, user.access, { name, tasks: [field, table27, type5, withFile], mode: 'KEGE', show_results_mode: 'after' });

  await page.goto(`/variant/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Задание 1 из 4' })).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 0 из 4');
  await expect(taskNumber(page, 1)).toHaveAttribute('aria-current', 'step');
  const timer = variantTimerOf(page);
  await expect(timer).not.toHaveText('00:00');

  // A blank answer is refused; a typed one is saved and the next task opens.
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByText('Ответ не может быть пустым')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 2 из 4' })).toBeVisible();
  await expect(taskNumber(page, 1)).toHaveAccessibleName('Задание 1, есть ответ');
  await expect(taskNumber(page, 2)).toHaveAttribute('aria-current', 'step');

  // Type 27: a 2×2 table, filled by a paste into the first cell.
  await expect(page.getByRole('textbox', { name: 'Ячейка 2.2' })).toBeVisible();
  await pasteInto(page.getByRole('textbox', { name: 'Ячейка 1.1' }), '1 2 3 4');
  await expect(page.getByRole('textbox', { name: 'Ячейка 2.2' })).toHaveValue('4');
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 3 из 4' })).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 2 из 4');
  await expect(page.getByTestId('save-status')).toHaveText('Сохранено');

  // Mid-way reload: the answers, the open task and the time come back.
  await expect.poll(async () => secondsOf(await timer.innerText()), { timeout: 8_000 }).toBeGreaterThanOrEqual(3);
  const before = secondsOf(await timer.innerText());
  expect(await readStorage(page, `draft_variant_${id}`)).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Задание 3 из 4' })).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 2 из 4');
  expect(secondsOf(await timer.innerText())).toBeGreaterThanOrEqual(before);
  await taskNumber(page, 1).click();
  await expect(page.getByRole('textbox', { name: 'Ответ' })).toHaveValue('42');
  await page.getByRole('button', { name: 'Вперёд' }).click();
  await expect(page.getByRole('textbox', { name: 'Ячейка 1.2' })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Ячейка 2.1' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Вперёд' }).click();

  // A wrong answer on purpose; task 4 stays blank, so finishing asks first.
  await page.getByRole('textbox', { name: 'Ответ' }).fill('12');
  await page.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 4 из 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Завершить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Завершить вариант?' });
  await expect(confirm).toContainText('Без ответа: 1 из 4');
  await expect(confirm).toContainText('больше не принесут опыта');
  await confirm.getByRole('button', { name: 'Вернуться к заданиям' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Завершить' }).click();
  await confirm.getByRole('button', { name: 'Завершить' }).click();

  await expect(page).toHaveURL(new RegExp(`/variant/${id}/results$`));
  await expect(page.getByRole('heading', { name: `Результаты варианта #${id}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('50');
  await expect(page.getByText('Баллы: 3 из 5')).toBeVisible();
  await expect(page.getByText('Верно: 2 из 4')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Ответы по заданиям' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveAttribute('data-tone', 'correct');
  await expect(rows.nth(0)).toContainText('42');
  await expect(rows.nth(1)).toHaveAttribute('data-tone', 'correct');
  await expect(rows.nth(1)).toContainText('2 из 2');
  await expect(rows.nth(1).locator('td').nth(2)).toHaveText('1 2\n3 4');
  await expect(rows.nth(2)).toHaveAttribute('data-tone', 'incorrect');
  await expect(rows.nth(2).locator('td').nth(1)).toHaveText('12');
  await expect(rows.nth(2).locator('td').nth(2)).toHaveText('13');
  await expect(rows.nth(3)).toHaveAttribute('data-tone', 'unanswered');
  await expect(rows.nth(3).locator('td').nth(1)).toHaveText('—');
  await expect(rows.nth(3).locator('td').nth(2)).toHaveText('15');

  // The answers were handed over in session storage; the local draft is gone.
  const handoff = await page.evaluate((key) => window.sessionStorage.getItem(key), `variant_answers_${id}`);
  expect(JSON.parse(handoff ?? 'null')).toEqual({
    [field]: { userAnswer: '42' },
    [table27]: { userTableAnswer: [['1', '2'], ['3', '4']] },
    [type5]: { userAnswer: '12' },
  });
  expect(await readStorage(page, `draft_variant_${id}`)).toBeNull();

  // The results come from the server: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('score')).toHaveText('50');

  // Back to the variant: the finished attempt read-only; 'Решить заново' starts a clean one.
  await page.getByRole('link', { name: 'Вернуться к варианту' }).click();
  await expect(page).toHaveURL(new RegExp(`/variant/${id}$`));
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 3 из 4');
  await page.getByRole('button', { name: 'Решить заново' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 1 из 4' })).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 0 из 4');
  expect(secondsOf(await timer.innerText())).toBeLessThan(5);
  await expect(page.getByRole('link', { name: 'Посмотреть результаты' })).toBeVisible();
});

test('all on one page with inline results: each answer shows Верно or Неверно, kept after a reload', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const { field, type5 } = seededTrainerTasks();
  const id = await createVariantThroughApi(request, user.access, { name: uniqueVariantName('E2E на одной'), tasks: [type5, field], mode: 'all-in-one', show_results_mode: 'inline' });

  await page.goto(`/variant/${id}`);
  const first = page.getByRole('article', { name: 'Задание 1' });
  const second = page.getByRole('article', { name: 'Задание 2' });
  await expect(first).toContainText('E2E-5');
  await expect(second).toContainText('E2E-1');
  await expect(page.getByRole('navigation', { name: 'Номера заданий' })).toHaveCount(0);

  await first.getByRole('textbox', { name: 'Ответ' }).fill('12');
  await first.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(first.getByText('Неверно', { exact: true })).toBeVisible();
  await expect(second.getByText('Неверно', { exact: true })).toHaveCount(0);
  // A changed answer drops the old verdict until it is saved again.
  await first.getByRole('textbox', { name: 'Ответ' }).fill('13');
  await expect(first.getByText('Неверно', { exact: true })).toHaveCount(0);
  await first.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(first.getByText('Верно', { exact: true })).toBeVisible();

  await second.getByRole('textbox', { name: 'Ответ' }).press('Enter');
  await expect(second.getByText('Ответ не может быть пустым')).toBeVisible();
  await second.getByRole('textbox', { name: 'Ответ' }).fill('42');
  await second.getByRole('textbox', { name: 'Ответ' }).press('Enter');
  await expect(second.getByText('Верно', { exact: true })).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 2 из 2');

  await page.reload();
  await expect(first.getByRole('textbox', { name: 'Ответ' })).toHaveValue('13');
  await expect(first.getByText('Верно', { exact: true })).toBeVisible();
  await expect(second.getByText('Верно', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page).toHaveURL(new RegExp(`/variant/${id}/results$`));
  await expect(page.getByTestId('score')).toHaveText('100');
  await expect(page.getByText('Верно: 2 из 2')).toBeVisible();
});

test('Выйти saves the progress on the server: another device gets it back', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const { field, type5 } = seededTrainerTasks();
  const id = await createVariantThroughApi(request, user.access, { name: uniqueVariantName('E2E выход'), tasks: [field, type5], mode: 'KEGE', show_results_mode: 'after' });

  await page.goto(`/variant/${id}`);
  await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByText('Черновик сохранён')).toBeVisible();
  await page.getByRole('button', { name: 'Выйти из варианта' }).click();
  await expect(page).toHaveURL(/\/variants$/);
  const session = await variantSessionOf(request, user.access, id);
  expect(session?.answers).toEqual({ [field]: { user_answer: '42' } });

  // Without the local draft (another browser), the server's copy is used.
  await page.evaluate((key) => window.localStorage.removeItem(key), `draft_variant_${id}`);
  await page.goto(`/variant/${id}`);
  await expect(page.getByRole('textbox', { name: 'Ответ' })).toHaveValue('42');
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 1 из 2');
});

test('a variant named view-results opens read-only with its last results', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const { field, type5 } = seededTrainerTasks();
  const id = await createVariantThroughApi(request, user.access, { name: 'view-results', tasks: [field, type5], mode: 'KEGE', show_results_mode: 'after' });

  await page.goto(`/variant/${id}`);
  await expect(page.getByText('Только просмотр')).toBeVisible();
  await expect(page.getByText('Вариант ещё не завершён')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить ответ' })).toHaveCount(0);

  const finish = await request.post(`/api/tasks/variants/${id}/finish/`, {
    data: { answers: { [field]: { user_answer: '42' }, [type5]: { user_answer: '7' } }, elapsed_seconds: 61 },
    headers: { Authorization: `Bearer ${user.access}` },
  });
  expect(finish.status(), await finish.text()).toBe(200);
  await page.reload();
  const first = page.getByRole('article', { name: 'Задание 1' });
  const second = page.getByRole('article', { name: 'Задание 2' });
  await expect(first.getByText('Верно', { exact: true })).toBeVisible();
  await expect(first.getByRole('textbox', { name: 'Ответ' })).toHaveValue('42');
  await expect(first.getByRole('textbox', { name: 'Ответ' })).toBeDisabled();
  await expect(second.getByText('Неверно', { exact: true })).toBeVisible();
  await expect(second).toContainText('Правильный ответ: 13');
  await expect(page.getByText('Процент верных ответов: 50%')).toBeVisible();
});

test('bad addresses, missing variants and unfinished results explain themselves', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);

  await page.goto('/variant/abc');
  await expect(page.getByText('Некорректный адрес варианта')).toBeVisible();
  await page.goto('/variant/abc/results');
  await expect(page.getByText('Некорректный адрес варианта')).toBeVisible();
  await page.goto('/variant/999999');
  await expect(page.getByText('Вариант не найден')).toBeVisible();
  await page.goto('/variant/999999/results');
  await expect(page.getByText('Вариант не найден')).toBeVisible();

  const { field } = seededTrainerTasks();
  const id = await createVariantThroughApi(request, user.access, { name: uniqueVariantName('E2E без итогов'), tasks: [field], mode: 'KEGE', show_results_mode: 'after' });
  await page.goto(`/variant/${id}/results`);
  await expect(page.getByText('Вариант ещё не завершён')).toBeVisible();
  await page.getByRole('link', { name: 'Открыть вариант' }).click();
  await expect(page).toHaveURL(new RegExp(`/variant/${id}$`));
  await expect(page.getByRole('heading', { name: 'Задание 1 из 1' })).toBeVisible();

  // A failed load offers a retry.
  await page.route('**/trpc/variants.byId**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
  await page.reload();
  await expect(page.getByText('Ошибка загрузки варианта')).toBeVisible();
  await page.unroute('**/trpc/variants.byId**');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'Задание 1 из 1' })).toBeVisible();
});

test('on a 375 px phone the numbers stay in one line that scrolls to the open one, and the page never scrolls sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const tasksByType = Object.fromEntries(Array.from({ length: 18 }, (_, index) => [String(index + 1), 1]));
  const id = await createVariantThroughApi(request, user.access, { name: uniqueVariantName('E2E телефон'), tasksByType, mode: 'KEGE', show_results_mode: 'after' });
  await page.goto(`/variant/${id}`);
  await expect(page.getByTestId('answered-count')).toHaveText('Отвечено: 0 из 18');
  const firstTop = (await taskNumber(page, 1).boundingBox())?.y ?? 0;
  const lastTop = (await taskNumber(page, 18).boundingBox())?.y ?? 0;
  expect(lastTop).toBe(firstTop);
  await expect(taskNumber(page, 18)).not.toBeInViewport({ ratio: 1 });
  await taskNumber(page, 17).click();
  await expect(page.getByRole('textbox', { name: 'Ячейка 1.2' })).toBeVisible();
  await expect(taskNumber(page, 17)).toBeInViewport({ ratio: 1 });
  await taskNumber(page, 1).click();
  await expect(taskNumber(page, 1)).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
