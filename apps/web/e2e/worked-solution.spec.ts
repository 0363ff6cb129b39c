import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './test-users';
import { apiAs, choose, createAuthor } from './upload-helpers';
import { shot } from './shot';

const code = 'print(sum(range(10)))';

/** Signed in as the login form leaves it: the bearer token in browser storage, set before the app starts. */
async function useToken(page: Page, access: string): Promise<void> {
  await page.context().addInitScript((token) => window.localStorage.setItem('access', token), access);
}

/** The theme as the header's switch in another tab sets it: the stored value and its storage event. */
async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value, storageArea: window.localStorage }));
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test("an author writes a 'Разбор' with code; a student who answers wrongly and reveals the answer reads it, then on a phone in the dark theme", async ({ page, browser, playwright, baseURL }) => {
  // An upload and a trainer session in one test, on a busy machine.
  const author = await createAuthor(playwright, baseURL);
  const session = await apiAs(playwright, baseURL, author);
  await useToken(page, session.auth.Authorization!.slice('Bearer '.length));
  await session.api.dispose();
  await page.goto('/upload-task');
  await expect(page.getByRole('heading', { name: 'Загрузка задач' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Одиночное задание' });
  await choose(page, 'Тип задания', '9 — Электронные таблицы');
  await choose(page, 'Сложность', 'Лёгкая');
  const text = form.getByRole('textbox', { name: 'Текст задания' });
  await text.fill('E2E-разбор: сложите числа от 0 до 9.');
  await form.getByRole('textbox', { name: 'Ответ', exact: true }).fill('45');

  const solution = form.getByRole('textbox', { name: 'Разбор решения' });
  await solution.fill('Складываем числа циклом или функцией sum.');
  await solution.press('End');
  await solution.press('Enter');
  // The second 'Блок кода' is the solution editor's (the first is the statement's).
  await form.getByRole('button', { name: 'Блок кода' }).nth(1).click();
  await page.keyboard.insertText(code);
  await expect(solution.locator('pre code')).toHaveText(code);

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/tasks/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Загрузить задачу' }).click();
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: number };

  const studentContext = await browser.newContext({ baseURL, locale: 'ru-RU', reducedMotion: 'reduce' });
  try {
    const student = await studentContext.newPage();
    await useToken(student, (await registerThroughApi(studentContext.request)).access);
    await student.goto(`/trainer/task/${id}`);
    await expect(student.getByRole('heading', { name: 'Задание 9', level: 1 })).toBeVisible();
    const worked = student.getByRole('region', { name: 'Разбор' });

    await student.getByRole('textbox', { name: 'Ответ' }).fill('44');
    await student.getByRole('button', { name: 'Проверить' }).click();
    await expect(student.getByText('Неверно', { exact: true })).toBeVisible();
    // Wrong is not solved: neither the page nor the task as the server gives it carries the solution.
    await expect(worked).toHaveCount(0);
    await expect(student.getByText('Складываем числа')).toHaveCount(0);

    await student.getByRole('button', { name: 'Показать ответ' }).click();
    await student.getByRole('dialog', { name: 'Показать ответ?' }).getByRole('button', { name: 'Да, показать ответ' }).click();
    await expect(student.getByText('Правильный ответ: 45')).toBeVisible();
    await expect(worked).toBeVisible();
    const toggle = worked.getByRole('button', { name: /Разбор/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(worked.getByText('Складываем числа циклом или функцией sum.')).toBeVisible();
    await expect(worked.locator('pre code')).toHaveText(code);
    await shot(student, 'worked-solution-1280-light');

    // On a phone in the dark theme: nothing wider than the screen, the code scrolls inside its frame.
    await student.setViewportSize({ width: 375, height: 812 });
    await setScheme(student, 'dark');
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await worked.scrollIntoViewIfNeeded();
    await shot(student, 'worked-solution-375-dark');

    // Still there after a reload: the reveal is the server's.
    await student.reload();
    await worked.getByRole('button', { name: /Разбор/ }).click();
    await expect(worked.locator('pre code')).toHaveText(code);
  } finally {
    await studentContext.close();
    const { api, auth } = await apiAs(playwright, baseURL, author);
    try {
      const removed = await api.delete(`/api/tasks/tasks/${id}/`, { headers: auth });
      expect(removed.status(), await removed.text()).toBeLessThan(300);
    } finally {
      await api.dispose();
    }
  }
});
