import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';
import { demoAdmin } from './upload-helpers';

async function writeNews(page: Page, title: string, text: string, options: { shortContent?: string; priority?: number } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Написать новость' }).click();
  const form = page.getByRole('region', { name: 'Новая новость' });
  await form.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  if (options.shortContent) await form.getByRole('textbox', { name: 'Краткое описание' }).fill(options.shortContent);
  await form.getByRole('textbox', { name: 'Текст новости' }).fill(text);
  if (options.priority !== undefined) await form.getByRole('textbox', { name: 'Приоритет' }).fill(String(options.priority));
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form).toBeHidden();
}

test('an admin writes news and hides one; a student reads only the published one on /news and in the profile', async ({ page, browser }) => {
  // Three news written through the editor and a second user: long on a loaded 2-core machine.
  const stamp = Date.now().toString(36);
  const published = `Пробный ЕГЭ ${stamp}`;
  const hidden = `Черновик ${stamp}`;
  const removed = `Опечатка ${stamp}`;

  await page.goto('/admin-news');
  // The first page of a fresh server: its route chunk and the session check may be slow on a busy machine.
  await expect(page.getByText('Доступ только для авторизованных пользователей')).toBeVisible();

  await signInThroughApi(page, demoAdmin);
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('button', { name: 'Управление' }).click();
  await page.getByRole('menuitem', { name: 'Управление новостями' }).click();
  await expect(page.getByRole('heading', { name: 'Управление новостями', level: 1 })).toBeVisible();

  await writeNews(page, published, 'В субботу пробник по всем 27 заданиям.', { shortContent: 'Пробник в субботу', priority: 5 });
  await writeNews(page, hidden, 'Ещё не готово.');
  await writeNews(page, removed, 'Удалить меня.');

  const hiddenCard = page.getByRole('article', { name: hidden });
  await expect(hiddenCard.getByText('Опубликовано')).toBeVisible();
  await hiddenCard.getByRole('button', { name: 'Скрыть' }).click();
  await expect(hiddenCard.getByText('Скрыто')).toBeVisible();
  await expect(hiddenCard.getByRole('button', { name: 'Опубликовать' })).toBeVisible();

  // An edit keeps the item where it is and changes what students read.
  const publishedCard = page.getByRole('article', { name: published });
  await publishedCard.getByRole('button', { name: 'Редактировать' }).click();
  const form = page.getByRole('region', { name: 'Редактирование новости' });
  await expect(form.getByRole('textbox', { name: 'Заголовок' })).toHaveValue(published);
  await form.getByRole('textbox', { name: 'Краткое описание' }).fill('Пробник в субботу в 10:00');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  await expect(publishedCard.getByText('Пробник в субботу в 10:00')).toBeVisible();

  await page.getByRole('article', { name: removed }).getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить новость?' });
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: removed })).toHaveCount(0);

  const studentContext = await browser.newContext();
  try {
    const student = await registerThroughApi(studentContext.request);
    await studentContext.addInitScript((access) => window.localStorage.setItem('access', access), student.access);
    const studentPage = await studentContext.newPage();
    await studentPage.goto('/variants');
    await studentPage.getByRole('navigation', { name: 'Основные разделы' }).getByRole('link', { name: 'Новости' }).click();
    await expect(studentPage.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible();
    const article = studentPage.getByRole('article', { name: published });
    await expect(article).toContainText('В субботу пробник по всем 27 заданиям.');
    // Priority 5 puts it above the newer items of priority 0.
    await expect(studentPage.getByRole('article').first()).toHaveAccessibleName(published);
    await expect(studentPage.getByRole('article', { name: hidden })).toHaveCount(0);
    await expect(studentPage.getByRole('article', { name: removed })).toHaveCount(0);

    // The profile's block shows the newest published news, never a hidden one.
    await studentPage.goto('/profile');
    const block = studentPage.getByRole('region', { name: 'Новости' });
    await expect(block.getByText(published)).toBeVisible();
    await expect(block.getByText('Пробник в субботу в 10:00')).toBeVisible();
    await expect(block.getByText(hidden)).toHaveCount(0);

    await studentPage.goto('/admin-news');
    await expect(studentPage.getByText('Доступ только для администратора')).toBeVisible();
    await expect(studentPage.getByRole('button', { name: 'Написать новость' })).toHaveCount(0);
  } finally {
    await studentContext.close();
  }
});
