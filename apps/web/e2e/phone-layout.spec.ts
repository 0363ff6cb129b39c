import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './shot';
import { fillRegistration, registerThroughApi, signInThroughApi } from './test-users';
import { answersAsAdmin, seededTrainerTasks } from './trainer-tasks';
import { createVariantThroughApi, taskNumber, uniqueVariantName, variantTimerOf } from './variant-solving-helpers';

// Issue 12 §1: on a phone nothing pinned to the screen covers the statement or the answer, and a table
// wider than the screen scrolls inside its own box.
const phone = { width: 375, height: 740 };
test.use({ viewport: phone, isMobile: true, hasTouch: true });

/** How much of an element's edge, in px, has to be readable once it is scrolled to. */
const edgeStrip = 48;

/**
 * Scrolls the element's top (or bottom) edge into view as the browser does for focus and anchors, then
 * names every fixed or sticky element that covers that edge: none may.
 */
async function expectEdgeUncovered(target: Locator, edge: 'start' | 'end'): Promise<void> {
  const found = await target.evaluate(
    (element, { edge, strip }) => {
      element.scrollIntoView({ block: edge, behavior: 'instant' });
      const rect = element.getBoundingClientRect();
      const top = edge === 'start' ? rect.top : Math.max(rect.top, rect.bottom - strip);
      const bottom = edge === 'start' ? Math.min(rect.bottom, rect.top + strip) : rect.bottom;
      const covers: string[] = [];
      for (const other of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const style = getComputedStyle(other);
        if (style.position !== 'fixed' && style.position !== 'sticky') continue;
        if (other.contains(element) || element.contains(other) || style.visibility === 'hidden') continue;
        const box = other.getBoundingClientRect();
        const width = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
        const height = Math.min(box.bottom, bottom) - Math.max(box.top, top);
        if (width > 0 && height > 0) covers.push(`${other.tagName.toLowerCase()}.${other.className} at ${Math.round(box.top)}–${Math.round(box.bottom)}`);
      }
      return { covers, top, bottom, viewport: window.innerHeight };
    },
    { edge, strip: edgeStrip },
  );
  expect(found.covers, `covering the ${edge} of the element`).toEqual([]);
  // Within the screen, give or take the subpixel rounding of scrolling.
  expect(found.top).toBeGreaterThanOrEqual(-1);
  expect(found.bottom).toBeLessThanOrEqual(found.viewport + 1);
}

async function expectUncovered(target: Locator): Promise<void> {
  await expectEdgeUncovered(target, 'start');
  await expectEdgeUncovered(target, 'end');
}

/** Whether the element or one of its ancestors is fixed or sticky. */
function isPinned(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    for (let node: HTMLElement | null = element as HTMLElement; node; node = node.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return true;
    }
    return false;
  });
}

async function expectPageNotWider(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The П1…П8 road table of the seeded type 1 task: cut at the screen's edge, scrolled to its last column. */
async function expectRoadTableScrolls(page: Page, statement: Locator): Promise<void> {
  const box = statement.getByRole('region', { name: 'Таблица, прокручивается вбок' });
  await expect(box).toHaveCount(1);
  const size = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(size.scroll).toBeGreaterThan(size.client);
  await expectPageNotWider(page);

  const lastColumn = box.getByRole('columnheader', { name: 'П8' }).first();
  await box.scrollIntoViewIfNeeded();
  await expect(lastColumn).not.toBeInViewport({ ratio: 1 });
  // The keyboard scrolls it too: the box is a tab stop, and ArrowRight there scrolls rather than leaves the task.
  const url = page.url();
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(page.url()).toBe(url);
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect(lastColumn).toBeInViewport({ ratio: 1 });
  const column = (await lastColumn.boundingBox())!;
  const frame = (await box.boundingBox())!;
  expect(column.x + column.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  await expectPageNotWider(page);
}

test('a trainer task: the statement starts on the first screen, nothing pinned covers it or the answer, the road table scrolls', async ({ page, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
  const { field } = seededTrainerTasks();
  await page.goto(`/trainer/task/${field}`);
  await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();
  const statement = page.getByRole('article', { name: 'Условие задания' });
  const answer = page.getByRole('textbox', { name: 'Ответ' });
  await expect(answer).toBeVisible();

  // The stats and the types menu fold into a couple of lines: the statement begins in the upper half.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect((await statement.boundingBox())!.y).toBeLessThan(phone.height / 2);
  await expect(page.getByRole('combobox', { name: 'Типы заданий' })).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Время решения', exact: true }).getByRole('timer')).toBeInViewport();

  await expectUncovered(statement);
  await expectUncovered(answer);
  await expectRoadTableScrolls(page, statement);

  // 'Следующее задание' stands in the page under the answer, and still opens another task.
  const next = page.getByRole('button', { name: 'Следующее задание', exact: true });
  expect(await isPinned(next)).toBe(false);
  const panel = (await page.getByRole('region', { name: 'Ответ на задание' }).boundingBox())!;
  expect((await next.boundingBox())!.y).toBeGreaterThanOrEqual(panel.y + panel.height);
  await answer.fill('41');
  await page.getByRole('button', { name: 'Проверить' }).click();
  const verdict = page.getByText('Неверно', { exact: true });
  await expect(verdict).toBeVisible();
  await expectUncovered(verdict);
  const random = page.waitForRequest(/\/trpc\/tasks\.random\?/);
  await next.click();
  expect(decodeURIComponent((await random).url())).toContain('"type":1');
  await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();
});

test('the 19–21 block: nothing pinned covers its condition, questions or answers', async ({ page, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
  await page.goto('/trainer/block-19-21');
  await expect(page.getByRole('heading', { name: 'Задания 19-21', level: 1 })).toBeVisible();
  const condition = page.getByRole('region', { name: 'Условие блока' });
  await expect(condition).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect((await condition.boundingBox())!.y).toBeLessThan(phone.height / 2);
  await expectUncovered(condition);
  for (const type of [19, 20, 21]) {
    const question = page.getByRole('region', { name: `Вопрос ${type}` });
    await expectUncovered(question);
    const inputs = question.getByRole('textbox');
    await expect(inputs.first()).toBeVisible();
    for (const input of await inputs.all()) await expectUncovered(input);
  }
  expect(await isPinned(page.getByRole('button', { name: 'Следующее задание', exact: true }))).toBe(false);
  await expectPageNotWider(page);
});

test('a variant: the timer, the task numbers and Завершить stay on screen; nothing covers the task; its table scrolls', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await signInThroughApi(page, user);
  const { field, type5, withFile } = seededTrainerTasks();
  const id = await createVariantThroughApi(request, user.access, { name: uniqueVariantName('E2E телефон'), tasks: [type5, field, withFile], mode: 'KEGE', show_results_mode: 'after' });
  await page.goto(`/variant/${id}`);
  await expect(page.getByRole('heading', { name: 'Задание 1 из 3' })).toBeVisible();

  const pinned = [variantTimerOf(page), taskNumber(page, 3), page.getByRole('button', { name: 'Завершить' })];
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const header = (await page.getByRole('banner').first().boundingBox())!;
  for (const control of pinned) {
    await expect(control).toBeInViewport({ ratio: 1 });
    expect((await control.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  }

  // A number in the sticky bar opens its task at the top, below the bar.
  await taskNumber(page, 2).click();
  await expect(page.getByRole('heading', { name: 'Задание 2 из 3' })).toBeVisible();
  const task = page.getByRole('article', { name: 'Задание 2' });
  await expectUncovered(task);
  await expectUncovered(page.getByRole('textbox', { name: 'Ответ' }));
  await expectRoadTableScrolls(page, task);
  for (const control of pinned) await expect(control).toBeInViewport({ ratio: 1 });
});

/** Whether two boxes share no point: a toast beside a control, not over it. */
function apart(first: { x: number; y: number; width: number; height: number }, second: typeof first): boolean {
  return first.y >= second.y + second.height || first.y + first.height <= second.y || first.x >= second.x + second.width || first.x + first.width <= second.x;
}

/** Every open toast's box next to every control's: none may overlap (docs/decisions/061). */
async function expectToastsClearOf(page: Page, controls: Locator[]): Promise<void> {
  const toasts = await page.locator('.mantine-Notification-root').all();
  expect(toasts.length).toBeGreaterThan(0);
  for (const toast of toasts) {
    const toastBox = (await toast.boundingBox())!;
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(apart(toastBox, box), `the toast at ${Math.round(toastBox.y)}–${Math.round(toastBox.y + toastBox.height)} is clear of ${control.toString()} at ${Math.round(box.y)}–${Math.round(box.y + box.height)}`).toBe(true);
    }
  }
}

test('after a first right answer the achievements are one toast under the header, clear of the answer, Разбор and Следующее задание', async ({ page, request, playwright, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The demo bank's first task (it is seeded before the e2e tasks): type 1 with a worked solution, 'Разбор'.
  const demoTask = 1;
  const { answer: right } = (await answersAsAdmin(() => playwright.request.newContext({ baseURL }), [demoTask])).get(demoTask)!;
  await signInThroughApi(page, await registerThroughApi(request));
  await page.goto(`/trainer/task/${demoTask}`);
  const answer = page.getByRole('textbox', { name: 'Ответ' });
  await answer.fill(right!);
  const check = page.getByRole('button', { name: 'Проверить' });
  await check.click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
  // 'Первый шаг', and at some hours or speeds 'Ранняя пташка' or 'Быстрый старт' too: one toast all the same.
  const toast = page.locator('.mantine-Notification-root');
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('.mantine-Notification-title')).toHaveText(/^(Новое достижение: Первый шаг|Новые достижения: \d+)$/);
  const header = (await page.getByRole('banner').first().boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  const next = page.getByRole('button', { name: 'Следующее задание', exact: true });
  const controls = [answer, check, page.getByRole('region', { name: 'Разбор' }).getByRole('button'), next, page.getByRole('button', { name: 'Открыть меню' })];
  await expectToastsClearOf(page, controls);
  // Scrolled on to the next step at the screen's bottom edge, where a bottom strip of toasts would lie.
  await next.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  await expectToastsClearOf(page, controls);
  await shot(page, 'achievement-toast-trainer-375', { fullPage: false });
});

test('the welcome toast covers neither the header nor the profile’s Начать тренировку', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Регистрация и вход успешны!' })).toBeVisible();
  const start = page.getByRole('link', { name: 'Начать тренировку' });
  await expect(start).toBeVisible();
  await shot(page, 'welcome-toast-375', { fullPage: false });
  await expectToastsClearOf(page, [page.getByRole('button', { name: 'Открыть меню' }), page.getByRole('banner').getByRole('link').first(), start]);
});

/** How far, in px, the element's right edge is past the box's. */
async function overhangOf(element: Locator, box: Locator): Promise<number> {
  const [inner, outer] = [(await element.boundingBox())!, (await box.boundingBox())!];
  return inner.x + inner.width - (outer.x + outer.width);
}

test('the profile’s tab bar and the top table fade at the cut edge while they scroll, and scrolling brings Группы in', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  // Experience puts the student in the top, so the table is there.
  const check = await request.post('/api/tasks/check/', { data: { task_id: seededTrainerTasks().type5, user_answer: '13' }, headers: { Authorization: `Bearer ${user.access}` } });
  expect(check.status(), await check.text()).toBe(200);
  await signInThroughApi(page, user);
  await page.goto('/profile?tab=top');
  const table = page.getByRole('region', { name: 'Таблица лидеров, прокручивается' });
  await expect(table).toBeVisible();
  const bar = page.getByRole('tablist').first().locator('xpath=..');
  const groups = page.getByRole('tab', { name: 'Группы' });

  // More to the right: the right edge fades, the left does not; Группы is past the edge.
  await expect(bar).toHaveAttribute('data-more-end');
  await expect(bar).not.toHaveAttribute('data-more-start');
  await expect(bar).toHaveCSS('mask-image', /linear-gradient/);
  expect(await overhangOf(groups, bar)).toBeGreaterThan(10);
  await bar.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect.poll(() => overhangOf(groups, bar), { message: 'Группы ends inside the bar' }).toBeLessThanOrEqual(1);
  await expect(bar).toHaveAttribute('data-more-start');
  await expect(bar).not.toHaveAttribute('data-more-end');

  // The table is a tab stop: ArrowRight scrolls it, and at its end the last column shows whole.
  const last = table.getByRole('columnheader', { name: 'Достижения' });
  await expect(table).toHaveAttribute('data-more-end');
  await expect(last).not.toBeInViewport({ ratio: 1 });
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect(table).toHaveAttribute('data-more-start');
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect(last).toBeInViewport({ ratio: 1 });
  await expect(table).not.toHaveAttribute('data-more-end');
  await expectPageNotWider(page);
});
