import { expect, test, type Page } from '@playwright/test';
import { seededTrainerTasks } from './trainer-tasks';
import { readStorage, registerThroughApi } from './test-users';
import { shot } from './shot';

/** Counts the chimes: every AudioContext the page makes is one (the toast makes one per batch). */
async function countChimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    const counter = window as unknown as { chimes: number };
    counter.chimes = 0;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        counter.chimes++;
      }
    };
  });
}
const chimesOf = (page: Page) => page.evaluate(() => (window as unknown as { chimes: number }).chimes);


/** Signed in by the stored token, as the header's session reads it (sign-in itself has its own specs). */
async function signInAs(page: Page, access: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(
    ({ token, scheme }) => {
      window.localStorage.setItem('access', token);
      window.localStorage.setItem('theme', scheme);
    },
    { token: access, scheme: theme },
  );
}

/** Solves the seeded type 1 task in the trainer, as a student does. */
async function solveFirstTask(page: Page): Promise<void> {
  await page.goto(`/trainer/task/${seededTrainerTasks().field}`);
  await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
}

test('the first solve shows its toast top left under the header with a chime, then the page and the carousel show it', async ({ page, request }) => {
  await countChimes(page);
  await signInAs(page, (await registerThroughApi(request)).access, 'light');
  await page.goto('/profile');
  await expect(page.getByText('Пока нет достижений')).toBeVisible();

  await solveFirstTask(page);
  // One toast: 'Первый шаг' alone with its description, or with what else the hour or the speed earned in
  // one 'Новые достижения: N' (decision 061).
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: /Новое достижение: Первый шаг|Новые достижения: \d+/ });
  // The pointer on it holds it (Mantine pauses the close while hovered), so a slow machine can look.
  await toast.hover();
  await expect(toast).toContainText('Первый шаг');
  await expect(toast).toContainText('Очки: +5');
  await shot(page, 'achievement-toast-1280-light', { fullPage: false });
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  const header = (await page.getByRole('banner').first().boundingBox())!;
  // Top left under the header: off its bell and account, and off the floating 'Следующее задание' at the bottom right.
  expect(box.x + box.width).toBeLessThan(viewport.width / 2);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeLessThan(viewport.height / 2);
  await expect.poll(() => chimesOf(page)).toBe(1);
  // About 5 s plus 300 ms once the pointer leaves, then it goes.
  await page.mouse.move(10, viewport.height - 10);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });

  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: 'Достижения', level: 1 })).toBeVisible();
  const first = page.getByRole('article', { name: 'Первый шаг' });
  await expect(first).toContainText('Получено');
  // Earned first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/Первый шаг|Быстрый старт/);
  await expect(page.getByRole('progressbar', { name: 'Разминка: 1 из 10' })).toBeVisible();
  await page.getByText('Уровни', { exact: true }).click();
  await expect(first).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Новичок' })).toBeVisible();
  await page.getByText('Все', { exact: true }).click();
  await expect(first).toBeVisible();
  await shot(page, 'achievements-1280-light');

  const sound = page.getByRole('switch', { name: 'Звук при получении достижения' });
  await expect(sound).toBeChecked();
  await sound.click();
  await expect(sound).not.toBeChecked();
  expect(await readStorage(page, 'achievement-sound')).toBe('"off"');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Звук при получении достижения' })).not.toBeChecked();

  await page.goto('/profile');
  const carousel = page.getByRole('region', { name: 'Карусель достижений' });
  await expect(carousel.getByText('Первый шаг')).toBeVisible();
  await page.getByRole('link', { name: 'Все достижения' }).click();
  await expect(page).toHaveURL(/\/achievements$/);
});

test('the toast, the page and the carousel on a phone in the dark theme', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, (await registerThroughApi(request)).access, 'dark');
  await solveFirstTask(page);
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: /Новое достижение: Первый шаг|Новые достижения: \d+/ });
  await toast.hover();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await shot(page, 'achievement-toast-375-dark', { fullPage: false });

  await page.goto('/achievements');
  await expect(page.getByRole('article', { name: 'Первый шаг' })).toContainText('Получено');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'achievements-375-dark', { fullPage: false });

  await page.goto('/profile?tab=achievements');
  await expect(page.getByRole('article', { name: 'Первый шаг' })).toBeVisible();
  await page.goto('/profile');
  const carousel = page.getByRole('region', { name: 'Карусель достижений' });
  await expect(carousel.getByText('Первый шаг')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Следующие достижения' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(carousel, 'carousel-375-dark');
  await page.getByRole('button', { name: 'Следующие достижения' }).click();
  await expect.poll(() => carousel.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
