import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('at 375 px the burger opens a menu whose links navigate', async ({ page }) => {
  await page.goto('/variants');
  await expect(page.getByRole('heading', { name: 'Варианты', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основные разделы' })).toBeHidden();

  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Варианты' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Тренажер' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Вход', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Регистрация' })).toBeVisible();
  await expect(menu.getByRole('switch', { name: 'Тёмная тема' })).toBeVisible();

  await menu.getByRole('link', { name: 'Теория' }).click();
  await expect(page).toHaveURL(/\/theory$/);
  await expect(menu).toBeHidden();
  const theory = page.frameLocator('iframe[title^="Теория"]');
  await expect(theory.getByRole('heading', { level: 1 })).toContainText('Задание 1.');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
