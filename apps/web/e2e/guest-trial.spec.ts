import { expect, test, type Locator } from '@playwright/test';
import { fillRegistration, readStorage } from './test-users';
import { answersAsAdmin } from './trainer-tasks';

// Issue 26: a guest tries a task from the landing in two clicks, and what they tried becomes the
// account's when they register, once.

test('a guest checks a first answer in two clicks from the landing, and registering carries the attempts into the account once', async ({ page, playwright, baseURL }) => {
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };

  await page.goto('/');
  await expect(page).toHaveURL(/\/variants$/);
  // A fresh install has public variants for the guest, and no tabs of a student's own.
  await expect(page.getByRole('article', { name: /Демонстрационный вариант ЕГЭ/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Мои варианты' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Варианты ДЗ' })).toHaveCount(0);

  await click(page.getByRole('link', { name: 'Решить задание без регистрации' }));
  await expect(page).toHaveURL(/\/trainer\/task\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Задание 1', level: 1 })).toBeVisible();
  const taskId = Number(/(\d+)$/.exec(page.url())![1]);
  const known = (await answersAsAdmin(() => playwright.request.newContext({ baseURL }), [taskId])).get(taskId)!;
  // No reveal for a guest: it takes an account.
  await expect(page.getByRole('button', { name: 'Показать ответ' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Ответ' }).fill(known.answer!);
  await click(page.getByRole('button', { name: 'Проверить' }));
  const verdict = page.getByRole('status').filter({ hasText: 'Верно!' });
  await expect(verdict).toContainText('Опыт за это решение начислится после регистрации');
  expect(clicks).toBe(2);

  const trial = page.getByRole('region', { name: 'Пробный режим' });
  await expect(trial).toContainText('попыток 1, решено заданий 1');
  await trial.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?redirect=%2Ftrainer%2Ftask%2F${taskId}$`));
  await fillRegistration(page);
  // Back where the student was going, with the attempt made theirs.
  await expect(page).toHaveURL(new RegExp(`/trainer/task/${taskId}$`));
  await expect(page.getByText('Решено заданий: 1, опыт +')).toBeVisible();
  await expect(page.getByText('Задание уже решено')).toBeVisible();
  expect(await readStorage(page, 'guest-attempts')).toBeNull();

  // The browser cannot claim them twice: the account took its one claim.
  const again = await page.evaluate(async (id) => {
    const response = await fetch('/api/tasks/guest-attempts/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access')}`, 'x-csrftoken': /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '' },
      body: JSON.stringify({ attempts: [{ task_id: id, user_answer: '1' }] }),
    });
    return response.status;
  }, taskId);
  expect(again).toBe(409);
});

test('a guest tries the 19–21 block too, without a reveal', async ({ page }) => {
  await page.goto('/trainer/block-19-21');
  const question = page.getByRole('region', { name: 'Вопрос 19' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Показать ответ' })).toHaveCount(0);
  await question.getByRole('textbox', { name: 'Ответ' }).fill('0');
  await question.getByRole('button', { name: 'Проверить' }).click();
  await expect(question.getByRole('status').filter({ hasText: 'Неверно' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Пробный режим' })).toContainText('попыток 1, решено заданий 0');
  // The header's way to register comes back here too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register?redirect=%2Ftrainer%2Fblock-19-21');
});
