import { expect, test, type Page } from '@playwright/test';
import { seededTrainerTasks } from './trainer-tasks';
import { registerThroughApi, signInThroughApi } from './test-users';
import { shot } from './shot';

/** Screenshots of the open menu in the light theme, then the dark one (switched as another tab's switch would, the menu staying open). */
async function shootBothThemes(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      window.localStorage.setItem('theme', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value, storageArea: window.localStorage }));
    }, scheme);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await shot(page, `${name}-${scheme}`, { fullPage: false });
  }
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the types menu is a dropdown that switches the type', async ({ page, request }) => {
    await signInThroughApi(page, await registerThroughApi(request));
    const { field } = seededTrainerTasks();
    await page.goto(`/trainer/task/${field}`);
    await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Типы заданий' })).toHaveCount(0);
    const menu = page.getByRole('combobox', { name: 'Типы заданий' });
    await expect(menu).toHaveValue('Задание 1 — 0%');

    await menu.click();
    // Beside the progress, the first-try chance (GET /users/mastery/, issue 18): a new student has tried nothing (decision 050).
    await expect(page.getByRole('option', { name: /^Задание 5\b/ })).toContainText('нет данных · 0%');
    await expect(page.getByRole('option', { name: /^Задания 19-21\b/ })).toContainText('нет данных · 0%');
    await shootBothThemes(page, 'types-menu-375');
    await page.getByRole('option', { name: /^Задание 5\b/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`/trainer/task/${field}$`));
    await expect(page).toHaveURL(/\/trainer\/task\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Задание 5', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Задание', exact: true })).toHaveText('Задание5');
    await expect(menu).toHaveValue(/^Задание 5 — \d+%$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await menu.click();
    await page.getByRole('option', { name: /^Задания 19-21\b/ }).click();
    await expect(page).toHaveURL(/\/trainer\/block-19-21$/);
    await expect(page.getByRole('region', { name: 'Вопрос 21' })).toBeVisible();
  });

  test('the trainer home opens a task of the chosen type', async ({ page, request }) => {
    await signInThroughApi(page, await registerThroughApi(request));
    await page.goto('/trainer');
    await page.getByRole('link', { name: /^Задание 27\b/ }).click();
    await expect(page).toHaveURL(/\/trainer\/task\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Задание 27', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ячейка 2.2' })).toBeVisible();
  });
});

test('the slide-out menu lists every type with progress and closes on a leftward swipe', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, hasTouch: true, locale: 'ru-RU' });
  const page = await context.newPage();
  try {
    const student = await registerThroughApi(request);
    await signInThroughApi(page, student);
    // The page's own clock, run ahead below to give a short swipe the time a close would take.
    await page.clock.install();
    const { type5 } = seededTrainerTasks();
    // One wrong first try: type 5 has a chance of its own, the other types none yet.
    const missed = await request.post('/api/tasks/check/', { headers: { Authorization: `Bearer ${student.access}` }, data: { task_id: type5, user_answer: '1', solving_time: 30 } });
    expect(missed.status(), await missed.text()).toBe(200);
    await page.goto(`/trainer/task/${type5}`);
    await expect(page.getByRole('combobox', { name: 'Типы заданий' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Типы заданий' }).click();
    const drawer = page.getByRole('dialog', { name: 'Типы заданий' });
    const nav = drawer.getByRole('navigation', { name: 'Типы заданий' });
    await expect(nav.getByRole('button')).toHaveCount(25);
    await expect(nav.getByRole('button', { name: /^Задания 19-21/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Задание 5/ })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('progressbar', { name: 'Прогресс: 0%' })).toHaveCount(25);
    // Beside the progress, each type's first-try chance (issue 18); an untried type has none (decision 050).
    await expect(nav.getByRole('button', { name: /^Задание 5 — 0%, шанс с первой попытки \d+%$/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Задание 5\b/ })).toContainText(/шанс \d+% · 0%/);
    await expect(nav.getByRole('button', { name: /, шанс с первой попытки нет данных$/ })).toHaveCount(24);
    await expect(nav.getByRole('button', { name: /^Задание 6\b/ })).toContainText('нет данных · 0%');
    await shootBothThemes(page, 'types-menu-1280');

    // A short swipe keeps it open, one of more than 50 px to the left closes it.
    const swipe = (dx: number) =>
      nav.evaluate((element, distance) => {
        const at = (x: number) => [new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 })];
        element.dispatchEvent(new TouchEvent('touchstart', { touches: at(250), changedTouches: at(250), bubbles: true }));
        element.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: at(250 + distance), bubbles: true }));
      }, dx);
    await swipe(-30);
    await page.clock.runFor(300);
    await expect(drawer).toBeVisible();
    await swipe(-80);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Типы заданий' }).click();
    await nav.getByRole('button', { name: /^Задание 1\b/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
