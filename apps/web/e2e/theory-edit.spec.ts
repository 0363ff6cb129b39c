import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, type TestUser } from './test-users';
import { demoAdmin } from './upload-helpers';
import { shot } from './shot';

const frameSelector = 'iframe[title^="Теория"]';
const editorLoadMs = 30_000;

/** Signed in by the API's token (SPEC §6: kept under 'access'): the spec is about the editor, not the login form. */
async function useTokenOf(page: Page, access: string): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('access', token), access);
}

async function signInAs(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/users/login/', { data: { username: user.username, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
  await useTokenOf(page, ((await response.json()) as { access: string }).access);
}

test('an admin edits the theory of type 5 in /theory-edit; a student sees the change in the frame', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Задание 5. Анализ алгоритмов (${stamp})`;
  const added = `Проверьте ответ вторым способом ${stamp}.`;

  await signInAs(page, demoAdmin);
  await page.goto('/theory?type=5');
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(/\/theory-edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Редактирование теории', level: 1 })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Содержание' });
  // The editor is the screen's heaviest code and comes in a chunk of its own after the form.
  await expect(editor).toContainText('Python', { timeout: editorLoadMs });

  // Bad input first: the title is required, and nothing is sent without it.
  await page.getByRole('textbox', { name: 'Заголовок' }).fill('');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Заголовок обязателен')).toBeVisible();

  await page.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await editor.click();
  await editor.press('Control+End');
  await editor.press('Enter');
  await page.keyboard.insertText(added);
  // The draft is kept in the browser two seconds after the last change.
  await expect(page.getByText(/^Черновик сохранён в браузере в /)).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Теория успешно сохранена!')).toBeVisible();
  await expect(page).toHaveURL(/\/theory\?type=5$/);
  await expect(page.frameLocator(frameSelector).getByRole('heading', { level: 1 })).toHaveText(title);
  const draftLeft = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('draft_theory_')));
  expect(draftLeft).toEqual([]);

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const user = await registerThroughApi(student.request);
  await useTokenOf(student, user.access);
  await student.goto('/theory?type=5');
  const frame = student.frameLocator(frameSelector);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(frame.getByText(added)).toBeVisible();
  // An edit through the editor keeps the page's styled blocks: the facts, the example's box, the traps.
  for (const box of ['ul.facts', 'div.example', 'ul.traps', 'p.answer']) await expect(frame.locator(box), box).toHaveCount(1);
  // ...and its list items as the page wrote them: a paragraph the editor put in each made the chips taller.
  await expect(frame.locator('ul.facts > li').first()).toBeVisible();
  await expect(frame.locator('li > p:first-child')).toHaveCount(0);
  await expect(student.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);
  await studentContext.close();
});

test('the editor and the theory page at 375 px and in the dark theme', async ({ page }) => {
  await signInAs(page, demoAdmin);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/theory?type=19-21');
  await expect(page.frameLocator(frameSelector).getByRole('heading', { level: 1 })).toContainText('19–21');
  await shot(page, 'theory-375-light');
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page.getByRole('textbox', { name: 'Содержание' })).toContainText('Python', { timeout: editorLoadMs });
  await shot(page, 'theory-edit-375-light');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the editor page never gets wider than the phone').toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shot(page, 'theory-edit-375-dark');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/theory-edit/new?type=7');
  await expect(page.getByRole('heading', { name: 'Новая теория', level: 1 })).toBeVisible({ timeout: editorLoadMs });
  await expect(page.getByRole('textbox', { name: 'Содержание' })).toBeVisible({ timeout: editorLoadMs });
  await shot(page, 'theory-edit-new-1280-dark');
  await page.goto('/theory?type=5');
  await expect(page.frameLocator(frameSelector).locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: editorLoadMs });
  await shot(page, 'theory-1280-dark');
});
