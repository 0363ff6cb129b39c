import { expect, test } from '@playwright/test';

const frameSelector = 'iframe[title^="Теория"]';

test('the theory page switches to the 19-21 block', async ({ page }) => {
  await page.goto('/theory');
  const frame = page.locator(frameSelector);
  await expect(frame).toHaveAttribute('src', /^\/theory\/1\/text\.html/);
  await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.frameLocator(frameSelector).getByRole('heading', { level: 1 })).toContainText('Задание 1.');

  await page.getByRole('button', { name: '19-21', exact: true }).click();
  await expect(page).toHaveURL(/\/theory\?type=19-21$/);
  await expect(frame).toHaveAttribute('src', /^\/theory\/19-21\/text\.html/);
  await expect(page.getByRole('button', { name: '19-21', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.frameLocator(frameSelector).getByRole('heading', { level: 1 })).toContainText('Задания 19–21');
});

test('?type=20 in the address opens the shared 19-21 page', async ({ page }) => {
  await page.goto('/theory?type=20');
  await expect(page.locator(frameSelector)).toHaveAttribute('src', /^\/theory\/19-21\/text\.html/);
  await expect(page.getByRole('button', { name: '19-21', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('an unknown path shows the theory page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole('heading', { name: 'Теория', level: 1 })).toBeVisible();
  await expect(page.frameLocator(frameSelector).getByRole('heading', { level: 1 })).toContainText('Задание 1.');
});

test('the theory frame follows the dark theme', async ({ page }) => {
  await page.goto('/theory?type=7');
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await expect(page.locator(frameSelector)).toHaveAttribute('src', '/theory/7/text.html?theme=dark');
  await expect(page.frameLocator(frameSelector).locator('html')).toHaveAttribute('data-theme', 'dark');
});

// Python runs in the page's worker (Pyodide): a cold load on 2 busy cores takes several seconds.
const pythonReady = 20_000;
const runExample = 'Запустить пример на Python';

test("a theory example's 'Запустить' runs it in the browser in a drawer, from the mouse or the keyboard; the page alone has no button", async ({ page }) => {
  await page.goto('/theory?type=9');
  const frame = page.frameLocator(frameSelector);
  const answer = (await frame.locator('pre[data-example-answer]').textContent())?.trim();
  expect(answer).toBe('4');
  await frame.getByRole('button', { name: runExample }).first().click();

  const drawer = page.getByRole('dialog', { name: 'Пример на Python' });
  await expect(drawer.getByRole('textbox', { name: 'Программа на Python' })).toContainText('from collections import Counter');
  await expect(drawer.getByTestId('python-status')).toHaveText(/^Программа завершилась /, { timeout: pythonReady });
  await expect(drawer.getByTestId('python-output')).toHaveText(`${answer}\n`);
  expect((await drawer.boundingBox())?.width).toBe(560);
  await drawer.getByRole('button', { name: 'Закрыть пример' }).click();
  await expect(drawer).toBeHidden();

  // The page's second example reads an .ods with zipfile and ElementTree: Pyodide's standard library has them.
  const printed = (await frame.locator('p.output-label + pre').nth(1).textContent())?.trim();
  expect(printed).toBe('[12, 5, 12, 7, 9, 3]\n[4, 8, 4, 9, 10, 11]');
  await page.setViewportSize({ width: 375, height: 740 });
  await frame.getByRole('button', { name: runExample }).nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('textbox', { name: 'Программа на Python' })).toContainText('import zipfile');
  await expect(drawer.getByTestId('python-output')).toHaveText(`${printed}\n`, { timeout: pythonReady });
  expect((await drawer.boundingBox())?.width).toBe(375);
  // Escape in the code is the way out of the editor (then Tab), not a close; Escape elsewhere closes.
  await drawer.getByRole('textbox', { name: 'Программа на Python' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('textbox', { name: 'Программа на Python' })).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/theory/9/text.html');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Задание 9.');
  await expect(page.locator('code.language-python')).toHaveCount(2);
  await expect(page.getByRole('button')).toHaveCount(0);
});
