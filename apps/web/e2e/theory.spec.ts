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
