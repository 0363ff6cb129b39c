import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PracticeNext } from '@ege/core/learning/learning-schemas';
import { registerThroughApi } from './test-users';
import { answersAsAdmin } from './trainer-tasks';
import { shot } from './shot';


async function currentTask(request: APIRequestContext, access: string): Promise<PracticeNext> {
  const response = await request.get('/api/users/practice/next/', { headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PracticeNext;
}

/** Every second task answered right where the answer is one field; the rest with a wrong first cell. */
async function answerShown(page: Page, answer: string | null, right: boolean): Promise<void> {
  const form = page.getByRole('form', { name: 'Ответ' });
  const field = form.getByRole('textbox', { name: 'Ответ' });
  if ((await field.count()) === 1) await field.fill(right && answer ? answer : '-1');
  else await form.getByRole('textbox').first().fill('-1');
  await form.getByRole('button', { name: 'Проверить' }).click();
  await expect(form.getByRole('status').filter({ hasText: /Верно!|Неверно|Частично/ })).toBeVisible();
}

test('a student runs a weak-type session from the trainer: ten tasks, a reload keeps the current one, the summary; the forecast and mastery on the Статистика tab', async ({ page, request, playwright }) => {
  const student = await registerThroughApi(request);
  await page.addInitScript((token) => window.localStorage.setItem('access', token), student.access);

  await page.goto('/profile?tab=stats');
  await expect(page.getByRole('region', { name: 'Прогноз балла ЕГЭ' })).toHaveText(/Прогноз балла ЕГЭ и освоение типов появятся после первых ответов/);
  await page.goto('/trainer');
  await expect(page.getByRole('group', { name: 'Тип задания' })).toBeVisible();
  await shot(page, 'learning-trainer-1280', { fullPage: false });
  await page.getByRole('link', { name: 'Тренировка слабых мест' }).click();
  await expect(page).toHaveURL(/\/trainer\/practice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тренировка слабых мест' })).toBeVisible();
  await expect(page.getByTestId('practice-position')).toHaveText('Задание 1 из 10');

  let served = await currentTask(request, student.access);
  await page.reload();
  await expect(page.getByTestId('practice-position')).toHaveText('Задание 1 из 10');
  expect((await currentTask(request, student.access)).task!.id).toBe(served.task!.id);

  for (let position = 1; position <= 10; position++) {
    served = await currentTask(request, student.access);
    expect(served.position).toBe(position);
    await expect(page.getByTestId('practice-position')).toHaveText(`Задание ${position} из 10`);
    const known = (await answersAsAdmin(() => playwright.request.newContext({ baseURL: test.info().project.use.baseURL! }), [served.task!.id])).get(served.task!.id)!;
    await answerShown(page, known.answer, position % 2 === 1);
    await page.getByRole('button', { name: 'Дальше' }).click();
  }

  await expect(page.getByTestId('practice-position')).toHaveText('Тренировка завершена');
  const summary = page.getByRole('region', { name: 'Итоги тренировки' });
  await expect(summary).toContainText(/С первой попытки решено \d+ из 10/);
  await expect(summary.getByTestId('summary-types').getByRole('listitem').first()).toBeVisible();
  await expect(summary.getByText('Повторить до конца завтрашнего дня')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'learning-summary-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'learning-summary-1280');

  await summary.getByRole('button', { name: 'Новая тренировка' }).click();
  await expect(page.getByTestId('practice-position')).toHaveText('Задание 1 из 10');
  await shot(page, 'learning-task-1280');

  await page.goto('/profile?tab=stats');
  // Ten first tries are too few for a score (decision 050): how many more, and no number at all.
  const forecast = page.getByRole('region', { name: 'Прогноз балла ЕГЭ' });
  await expect(forecast.getByTestId('forecast-expected-short')).toContainText('Мало данных: решите ещё 10 заданий');
  await expect(forecast.getByTestId('forecast-expected')).toHaveCount(0);
  await expect(forecast).not.toContainText('46 и больше');
  // The practised types have a chance; the untried ones are listed apart, 'нет данных'.
  const mastery = page.getByRole('region', { name: 'Освоение типов' });
  await expect(mastery.getByRole('listitem')).toHaveCount(27);
  const untried = mastery.getByRole('list', { name: 'Нет данных — ещё не решались' }).getByRole('listitem');
  expect(await untried.count()).toBeGreaterThanOrEqual(17);
  await expect(untried.first()).toContainText('нет данных');
  await expect(mastery.getByRole('link', { name: 'Тренировка слабых мест' })).toHaveAttribute('href', '/trainer/practice');
  await shot(forecast, 'learning-forecast-1280');
  await shot(mastery, 'learning-mastery-1280');
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: window.localStorage }));
  });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('region', { name: 'Освоение типов' })).toBeVisible();
  await shot(page.getByRole('region', { name: 'Прогноз балла ЕГЭ' }), 'learning-forecast-375-dark');
  await shot(page.getByRole('region', { name: 'Освоение типов' }), 'learning-mastery-375-dark');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.goto('/trainer/practice');
  await expect(page.getByTestId('practice-position')).toHaveText('Задание 1 из 10');
  await shot(page, 'learning-task-375-dark');
  await page.goto('/trainer');
  await expect(page.getByRole('link', { name: 'Тренировка слабых мест' })).toBeVisible();
  await shot(page, 'learning-trainer-375-dark', { fullPage: false });
});
