import { expect, test, type Page } from '@playwright/test';
import { speedRatingOf } from '@ege/core/statistics/speed-rating-of';
import { registerThroughApi } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { shot } from './shot';


const chartTitles = ['Решённые задачи по дням', 'Точность по типам', 'Опыт по неделям'];

/** Every chart of the tab drawn: an svg inside each chart's section. */
async function expectChartsDrawn(page: Page): Promise<void> {
  for (const title of chartTitles) await expect(page.getByRole('region', { name: title }).locator('svg').first()).toBeVisible();
}

/** Nothing wider than the screen: the calendar scrolls inside its own box. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a student solves a task in the trainer and sees it on the statistics tab: totals, the type card with its rating, three charts; a reload keeps the tab', async ({ page, request }) => {
  const student = await registerThroughApi(request);
  // Signed in the way the login form leaves it: the access token in localStorage.
  await page.addInitScript((token) => window.localStorage.setItem('access', token), student.access);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: student.username })).toBeVisible();

  await page.getByRole('tab', { name: 'Статистика' }).click();
  await expect(page).toHaveURL(/tab=stats/);
  await expect(page.getByText('Пока нет решённых задач')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти в тренажер' })).toHaveAttribute('href', '/trainer');

  // The page's own clock, run ahead below past the trainer timer's first whole second.
  await page.clock.install();
  await page.goto(`/trainer/task/${seededTrainerTasks().type5}`);
  const input = page.getByRole('textbox', { name: 'Ответ' });
  await input.fill('12');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Неверно', { exact: true })).toBeVisible();
  // The timer counts whole seconds: a solve within the first second is untimed and has no average.
  await page.clock.runFor(1_500);
  await input.fill('13');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();

  await page.goto('/profile?tab=stats');
  await expect(page.getByRole('group', { name: 'Решено задач' })).toHaveText(/^Решено задач1$/);
  await expect(page.getByRole('group', { name: 'Освоено типов' })).toContainText('0 из 25');
  await expect(page.getByRole('group', { name: 'Среднее время на задачу' })).toContainText(/00:\d\d/);
  const card = page.getByRole('article', { name: 'Задание 5', exact: true });
  await expect(card).toContainText('Анализ алгоритмов');
  await expect(card).toContainText('Решено1');
  await expect(card).toContainText('Точность50%');
  // The rating of SPEC §9 for the time the trainer's timer measured (a loaded machine may pass a minute).
  const [minutes, seconds] = ((await card.getByText(/^\d\d:\d\d$/).textContent()) ?? '').split(':').map(Number);
  await expect(card.getByText(speedRatingOf(minutes! * 60 + seconds!).label, { exact: true })).toBeVisible();
  await expect(card).toContainText(/В среднем .* на задание/);
  await expect(card.getByRole('link', { name: 'Тренироваться: задание 5' })).toHaveAttribute('href', '/trainer?type=5');
  await expect(page.getByRole('article', { name: 'Задание 6', exact: true })).toHaveText(/^Задание 6Исполнитель ЧерепахаРешено: 0 · Нет оценкиРешите задание этого типа, чтобы увидеть оценку скоростиТренироваться$/);
  await expectChartsDrawn(page);
  await expect(page.getByRole('region', { name: 'Решённые задачи по дням' })).toContainText('За последний год: 1 задача за 1 день');
  await shot(page, 'statistics-1280-light');
  for (const title of chartTitles) await shot(page.getByRole('region', { name: title }), `chart-${chartTitles.indexOf(title)}-1280-light`);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Статистика' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Задание 5', exact: true })).toBeVisible();
  await expectChartsDrawn(page);

  // A phone in the dark theme: one column of cards, the calendar scrolls in its box, not the page.
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectChartsDrawn(page);
  const [first, second] = [page.getByRole('article', { name: 'Задание 1', exact: true }), page.getByRole('article', { name: 'Задание 2', exact: true })];
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a!.x).toBe(b!.x);
  expect(b!.y).toBeGreaterThan(a!.y);
  await expectNoPageOverflow(page);
  await shot(page, 'statistics-375-dark');
  for (const title of chartTitles) await shot(page.getByRole('region', { name: title }), `chart-${chartTitles.indexOf(title)}-375-dark`);
});
