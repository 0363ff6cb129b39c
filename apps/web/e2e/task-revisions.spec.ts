import { expect, test, type PlaywrightWorkerArgs } from '@playwright/test';
import { freshStudent } from './profile-homework-helpers';
import { shot } from './shot';
import { signInThroughApi, type TestUser } from './test-users';
import { apiAs, createAuthor } from './upload-helpers';

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * A fresh author's task with a wrong key ('13' for 6 + 8), a student's answer '14' marked wrong, then the
 * author's correction of the statement and the key through the API (decision 077).
 */
async function correctedTask(playwright: Playwright, baseURL: string | undefined): Promise<{ author: TestUser; taskId: number; student: Awaited<ReturnType<typeof freshStudent>> }> {
  const [author, student] = await Promise.all([createAuthor(playwright, baseURL), freshStudent(playwright, baseURL)]);
  const { api, auth } = await apiAs(playwright, baseURL, author);
  try {
    const created = await api.post('/api/tasks/', {
      headers: auth,
      multipart: { subject: 'e2e-revisions', type: '5', difficulty: '1', answer_type: 'field', answer: '13', text: '<p>Найдите сумму чисел 6 и 8.</p>' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const taskId = ((await created.json()) as { id: number }).id;
    const checked = await api.post('/api/tasks/check/', { data: { task_id: taskId, user_answer: '14' }, headers: { Authorization: `Bearer ${student.access}` } });
    expect(((await checked.json()) as { is_correct: boolean }).is_correct).toBe(false);
    const edited = await api.put(`/api/tasks/tasks/${taskId}/`, { headers: auth, data: { text: '<p>Найдите сумму натуральных чисел 6 и 8.</p>', answer: '14' } });
    expect(edited.status(), await edited.text()).toBe(200);
    return { author, taskId, student };
  } finally {
    await api.dispose();
  }
}

const today = () => new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('a student who answered before sees that the task changed and was re-checked; the author reads its history with the diff', async ({ page, playwright, baseURL }) => {
  const { author, taskId, student } = await correctedTask(playwright, baseURL);

  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${taskId}`);
  const notice = page.getByTestId('task-changed-notice');
  await expect(notice).toContainText(`Условие изменено ${today()} — после вашей попытки`);
  await expect(notice).toContainText('ваши ответы проверены заново');
  await shot(page, 'revisions-student-notice', { fullPage: false });
  // Credited by the correction: the task is solved, its answer field closed.
  await expect(page.getByRole('textbox', { name: 'Ответ' })).toBeDisabled();

  await page.context().clearCookies();
  await signInThroughApi(page, author);
  await page.goto(`/upload-task/${taskId}`);
  const history = page.getByRole('region', { name: 'История изменений' });
  const revision = history.getByTestId('task-revision');
  await expect(revision).toHaveCount(1);
  await expect(revision).toContainText(`${author.username} · на сайте`);
  await expect(revision).toContainText('Ответ: «13» → «14» · засчитано ученикам: 1');
  await expect(revision.locator('ins')).toHaveText('натуральных ');
  await expect(revision.locator('del')).toHaveCount(0);
  await shot(history, 'revisions-history');
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: window.localStorage }));
    });
    await shot(history, 'revisions-history-dark-phone');
  }
});
