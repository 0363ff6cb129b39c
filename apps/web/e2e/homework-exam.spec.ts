import { expect, test, type Page } from '@playwright/test';
import { finishExamThroughApi, startExamThroughApi } from './exam-helpers';
import { apiAs } from './upload-helpers';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';
import { shot } from './shot';

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

async function useDarkTheme(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: window.localStorage }));
  });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

test('a teacher assigns a rehearsal with an open window; the student sees it in the profile and starts it', async ({ page, browser, request, baseURL }) => {
  // Two users signed in, a rehearsal drawn and finished: a long walk on a busy machine.
  const student = await registerThroughApi(request);

  await signInThroughApi(page, demoTeacher);
  await page.goto('/admin-homework');
  await page.getByRole('textbox', { name: 'Ученик' }).fill(student.username);
  await page.getByRole('option', { name: new RegExp(`^${student.username} \\(id \\d+\\), `) }).click();
  await expect(page.getByRole('button', { name: `Убрать ${student.username}` })).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Что выдать' }).getByText('Пробный экзамен').click();
  await expect(page.getByRole('radio', { name: 'Пробный экзамен' })).toBeChecked();
  // The counts give way to the start window, in Moscow time, from now for a week.
  await expect(page.getByRole('textbox', { name: 'Задание 5', exact: true })).toHaveCount(0);
  const opens = page.getByLabel('Начать можно с (МСК)');
  const closes = page.getByLabel('до (МСК)');
  await expect(opens).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await expect(closes).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Предпросмотр' })).toHaveCount(0);

  // A window that ends before it begins is refused with the server's message beside the field.
  const opensValue = await opens.inputValue();
  const closesValue = await closes.inputValue();
  await closes.fill(opensValue.replace(/T\d{2}:\d{2}$/, 'T00:00'));
  await page.getByRole('button', { name: 'Выдать пробный экзамен' }).click();
  await expect(page.getByText('Окончание окна должно быть позже начала').first()).toBeVisible();
  await closes.fill(closesValue);

  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page.locator('form').filter({ has: page.getByRole('radiogroup', { name: 'Что выдать' }) }), 'homework-exam-form-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Пробник к понедельнику');
  await page.getByRole('button', { name: 'Выдать пробный экзамен' }).click();
  await expect(page.getByText('ДЗ успешно выдано!')).toBeVisible();
  const item = page.getByRole('button', { name: /^ДЗ от / });
  await expect(item).toContainText('Пробный экзамен');
  await expect(item).toContainText('0/27');
  await item.click();
  await expect(page.getByText(/^Начать можно с \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} до .* \(МСК\)$/)).toBeVisible();
  await expect(page.getByText('Не начат')).toBeVisible();
  await shot(page, 'homework-exam-admin-1280');

  // The student, in a browser of their own.
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', reducedMotion: 'reduce' });
  const studentPage = await context.newPage();
  await signInThroughApi(studentPage, student);
  await studentPage.goto('/profile');
  const detail = studentPage.getByRole('article', { name: /^Пробный экзамен от / });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(/^Начать можно с .* \(МСК\)$/)).toBeVisible();
  await expect(detail.getByText('Пробник к понедельнику')).toBeVisible();
  // No task tabs and no 'Открыть как вариант' for a rehearsal: its tasks do not exist yet.
  await expect(detail.getByRole('tab')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Открыть как вариант' })).toHaveCount(0);
  const startButton = detail.getByRole('button', { name: 'Начать пробный экзамен' });
  await expect(startButton).toBeEnabled();

  await useDarkTheme(studentPage);
  await studentPage.setViewportSize({ width: 375, height: 812 });
  await detail.scrollIntoViewIfNeeded();
  await shot(detail, 'homework-exam-profile-375-dark');
  await studentPage.setViewportSize({ width: 1280, height: 900 });
  await shot(studentPage, 'homework-exam-profile-1280-dark');

  // Under 'Варианты ДЗ' it is a card of its own: never 'Открыть как вариант', the way to the profile's start instead.
  await studentPage.goto('/variants?tab=homework');
  const card = studentPage.getByRole('article', { name: /^Пробный экзамен №\d+$/ });
  await expect(card.getByText(/^Начать можно с .* \(МСК\) · Не начат$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Открыть как вариант' })).toHaveCount(0);
  // The trainer's home names it as the current homework, with no 'Следующее задание ДЗ': it has no tasks yet.
  await studentPage.goto('/trainer');
  const current = studentPage.getByRole('region', { name: 'Текущее домашнее задание' });
  await expect(current.getByText(/^Пробный экзамен от /)).toBeVisible();
  await expect(current.getByText(/ · Не начат$/)).toBeVisible();
  await expect(current.getByRole('button', { name: 'Следующее задание ДЗ' })).toHaveCount(0);
  await studentPage.goto('/variants?tab=homework');
  await card.getByRole('link', { name: 'Открыть в профиле' }).click();
  await expect(studentPage).toHaveURL(/\/profile\?homework=\d+$/);

  await startButton.click();
  const confirm = studentPage.getByRole('dialog', { name: 'Начать пробный экзамен?' });
  await confirm.getByRole('button', { name: 'Начать', exact: true }).click();
  await expect(studentPage).toHaveURL(/\/exam\/\d+$/);
  const examId = Number(/\/exam\/(\d+)$/.exec(studentPage.url())![1]);

  // Back in the profile the rehearsal runs: the way back into it.
  await studentPage.goto('/profile');
  const running = studentPage.getByRole('article', { name: /^Пробный экзамен от / });
  await expect(running.getByText('Идёт')).toBeVisible();
  const resume = running.getByRole('link', { name: 'Продолжить экзамен' });
  await expect(resume).toHaveAttribute('href', `/exam/${examId}`);

  // Finished (through the API): the profile gives the scores and the way to the result; the assignment is done.
  await finishExamThroughApi(request, student.access, examId);
  await studentPage.reload();
  const finished = studentPage.getByRole('article', { name: /^Пробный экзамен от / });
  await expect(finished.getByText('Завершён')).toBeVisible();
  await expect(finished.getByText('Выполнено')).toBeVisible();
  await expect(finished.getByText(/^Первичный балл: \d+$/)).toBeVisible();
  await expect(finished.getByRole('link', { name: 'Результат экзамена' })).toHaveAttribute('href', `/exam/${examId}/result`);
  await studentPage.setViewportSize({ width: 375, height: 812 });
  await shot(finished, 'homework-exam-finished-375-dark');
  await studentPage.goto('/variants?tab=homework');
  await studentPage.getByRole('button', { name: 'Показать завершённые ДЗ' }).click();
  const doneCard = studentPage.getByRole('article', { name: /^Пробный экзамен №\d+$/ });
  await expect(doneCard.getByText(/ · Завершён$/)).toBeVisible();
  await expect(doneCard.getByRole('link', { name: 'Результат экзамена' })).toHaveAttribute('href', `/exam/${examId}/result`);
  await shot(doneCard, 'homework-exam-card-375-dark');
  await context.close();
});

test('while a rehearsal the student started runs, the assigned one says so before any confirmation, with the way to the running one', async ({ page, request, playwright, baseURL }) => {
  const student = await registerThroughApi(request);
  const own = await startExamThroughApi(request, student.access);
  const profile = await request.get('/api/users/profile/', { headers: { Authorization: `Bearer ${student.access}` } });
  const { id: studentId } = (await profile.json()) as { id: number };
  const { api, auth } = await apiAs(playwright, baseURL, demoTeacher);
  try {
    const now = Date.now();
    const exam = { opens_at: new Date(now - 60_000).toISOString(), closes_at: new Date(now + 86_400_000).toISOString() };
    const assigned = await api.post('/api/users/homework/', { data: { user_ids: [studentId], comment: 'E2E: пробник поверх начатого', exam }, headers: auth });
    expect(assigned.status(), await assigned.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  await signInThroughApi(page, student);
  await page.goto('/profile');
  const detail = page.getByRole('article', { name: /^Пробный экзамен от / });
  const notice = detail.getByRole('alert').filter({ hasText: 'Сейчас идёт другой пробный экзамен' });
  await expect(notice).toContainText('Сначала завершите начатый пробный экзамен, затем начните экзамен из ДЗ');
  await expect(notice.getByRole('link', { name: 'Перейти к начатому экзамену' })).toHaveAttribute('href', `/exam/${own.id}`);
  await expect(detail.getByRole('button', { name: 'Начать пробный экзамен' })).toBeDisabled();

  // Once the student's own rehearsal is over the assigned one may start.
  await finishExamThroughApi(request, student.access, own.id);
  await page.reload();
  await expect(detail.getByRole('button', { name: 'Начать пробный экзамен' })).toBeEnabled();
  await expect(detail.getByText('Сейчас идёт другой пробный экзамен')).toHaveCount(0);
});
