import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { signInFreshStudent } from './exam-helpers';
import { freshStudent, type Student } from './profile-homework-helpers';
import { signInThroughApi, type TestUser } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { apiAs, createAuthor } from './upload-helpers';
import { createVariantThroughApi, uniqueVariantName } from './variant-solving-helpers';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** A fresh author's own task (type 5, answer '13'), uploaded through the API: his queue holds its reports only. */
async function authorWithTask(playwright: Playwright, baseURL: string | undefined): Promise<{ author: TestUser; taskId: number }> {
  const author = await createAuthor(playwright, baseURL);
  const { api, auth } = await apiAs(playwright, baseURL, author);
  try {
    const response = await api.post('/api/tasks/', {
      headers: auth,
      multipart: { subject: 'e2e-reports', type: '5', difficulty: '1', answer_type: 'field', answer: '13', text: '<p>E2E-ошибка: найдите сумму 6 и 8.</p>' },
    });
    expect(response.status(), await response.text()).toBe(200);
    return { author, taskId: ((await response.json()) as { id: number }).id };
  } finally {
    await api.dispose();
  }
}

async function reportThroughApi(playwright: Playwright, baseURL: string | undefined, student: Student, taskId: number, text: string): Promise<void> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const response = await api.post(`/api/tasks/${taskId}/reports/`, { data: { kind: 'answer', text }, headers: { Authorization: `Bearer ${student.access}` } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function openReportForm(page: Page, taskId: number) {
  await page.getByRole('article', { name: 'Условие задания' }).getByRole('button', { name: 'Сообщить об ошибке', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Сообщить об ошибке в задании #${taskId}` });
  await expect(dialog.getByRole('textbox', { name: 'Описание ошибки' })).toBeVisible();
  return dialog;
}

test("a student reports an error in a trainer task: the kinds, the thanks, and the server's refusal of a second report", async ({ page, playwright, baseURL }) => {
  const [{ taskId }, student] = await Promise.all([authorWithTask(playwright, baseURL), freshStudent(playwright, baseURL)]);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${taskId}`);

  let dialog = await openReportForm(page, taskId);
  const kinds = dialog.getByRole('radiogroup', { name: 'Что не так' }).getByRole('radio');
  await expect(kinds).toHaveCount(5);
  for (const [index, label] of ['Условие', 'Ответ', 'Файлы', 'Разбор', 'Другое'].entries()) await expect(kinds.nth(index)).toHaveAccessibleName(label);
  // Nothing chosen, nothing written: both are asked for before anything is sent.
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Выберите, что не так: условие, ответ, файлы, разбор или другое')).toBeVisible();
  await expect(dialog.getByText('Опишите ошибку')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Ответ' }).check();
  const text = dialog.getByRole('textbox', { name: 'Описание ошибки' });
  await text.fill('6 + 8 = 14, а ответ 13');
  await expect(dialog.getByText('22 / 2000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Спасибо! Ответ придёт в уведомления.')).toBeVisible();

  // A second report of the same task while the first is open: the server's 409, said in the form, which stays open.
  dialog = await openReportForm(page, taskId);
  await expect(dialog.getByRole('textbox', { name: 'Описание ошибки' })).toHaveValue('');
  await dialog.getByRole('radio', { name: 'Условие' }).check();
  await dialog.getByRole('textbox', { name: 'Описание ошибки' }).fill('И ещё опечатка');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Вы уже сообщили об ошибке в этом задании — ответ придёт в уведомления');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
});

test('the author accepts a report in /reports with a reply, and the student reads it under the bell and goes to the task', async ({ page, browser, playwright, baseURL }) => {
  const [{ author, taskId }, student] = await Promise.all([authorWithTask(playwright, baseURL), freshStudent(playwright, baseURL)]);
  await reportThroughApi(playwright, baseURL, student, taskId, 'Ответ 13 неверный: должно быть 14');

  await signInThroughApi(page, author);
  await page.goto('/profile');
  // An author's role links ('Загрузка задач', 'Ошибки в заданиях') sit in the header's 'Управление' menu.
  await page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('button', { name: 'Управление' }).click();
  await page.getByRole('menuitem', { name: 'Ошибки в заданиях' }).click();
  await expect(page.getByRole('heading', { name: 'Ошибки в заданиях', level: 1 })).toBeVisible();

  const item = page.getByRole('article', { name: `Задание #${taskId}` });
  await expect(item.getByText('1 сообщение')).toBeVisible();
  await expect(item.getByText('Тип 5')).toBeVisible();
  await expect(item.getByText('E2E-ошибка: найдите сумму 6 и 8.')).toBeVisible();
  const report = item.getByRole('listitem', { name: `Сообщение от ${student.username}` });
  await expect(report.getByText('Ответ', { exact: true })).toBeVisible();
  await expect(report.getByText('Ответ 13 неверный: должно быть 14')).toBeVisible();
  await expect(report.getByText(new RegExp(`^${student.username} · \\d{1,2} [а-я]+ \\d{4} г\\. в \\d{2}:\\d{2}$`))).toBeVisible();

  await report.getByRole('button', { name: 'Принять сообщение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Принять сообщение' });
  await dialog.getByRole('button', { name: 'Принять', exact: true }).click();
  await expect(dialog.getByText('Напишите ответ на сообщение')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ответ ученику' }).fill('Спасибо, ключ исправлен');
  await dialog.getByRole('button', { name: 'Принять', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Открытых сообщений нет')).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Статус сообщений' }).getByText('Принятые').click();
  await expect(page).toHaveURL(/\/reports\?status=accepted$/);
  await expect(item.getByText('Ответ (')).toBeVisible();
  await expect(item.getByText('Спасибо, ключ исправлен')).toBeVisible();
  // A phone: the cards in one column, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const context = await browser.newContext();
  try {
    const studentPage = await context.newPage();
    await signInThroughApi(studentPage, student);
    await studentPage.goto('/variants');
    await studentPage.getByRole('button', { name: 'Уведомления: 1 непрочитанное' }).click();
    const answer = studentPage
      .getByRole('dialog', { name: 'Уведомления' })
      .getByRole('button', { name: `Новое: Ваше сообщение об ошибке в задании № ${taskId} принято: Спасибо, ключ исправлен` });
    await expect(answer).toContainText('открыть задание');
    await answer.click();
    await expect(studentPage).toHaveURL(new RegExp(`/trainer/task/${taskId}$`));
  } finally {
    await context.close();
  }
});

test('a guest who wants to report an error is asked to sign in instead of getting the form', async ({ page }) => {
  const tasks = seededTrainerTasks();
  await page.goto(`/trainer/task/${tasks.type5}`);
  await page.getByRole('article', { name: 'Условие задания' }).getByRole('button', { name: 'Сообщить об ошибке', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Сообщить об ошибке в задании #${tasks.type5}` });
  await expect(dialog.getByText('Сообщить об ошибке могут только зарегистрированные пользователи', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("in a variant's results, 'Разбор' reports start at 'Разбор', and Escape closes the report's dialog, not the task's", async ({ page }) => {
  const tasks = seededTrainerTasks();
  const access = await signInFreshStudent(page);
  const id = await createVariantThroughApi(page.request, access, { name: uniqueVariantName('E2E ошибка в разборе'), tasks: [tasks.code], mode: 'KEGE', show_results_mode: 'after' });
  const finished = await page.request.post(`/api/tasks/variants/${id}/finish/`, { data: { answers: { [tasks.code]: { user_answer: '7' } }, elapsed_seconds: 30 }, headers: { Authorization: `Bearer ${access}` } });
  expect(finished.status(), await finished.text()).toBe(200);
  await page.goto(`/variant/${id}/results`);
  await page.getByRole('button', { name: /Открыть задание 1/ }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Задание 1 · тип 6' });
  await expect(taskDialog.getByRole('button', { name: 'Сообщить об ошибке', exact: true })).toBeVisible();
  await taskDialog.getByRole('region', { name: 'Разбор' }).getByRole('button', { name: /Разбор/ }).click();
  await taskDialog.getByRole('button', { name: 'Сообщить об ошибке в разборе' }).click();
  const reportDialog = page.getByRole('dialog', { name: `Сообщить об ошибке в задании #${tasks.code}` });
  await expect(reportDialog.getByRole('radio', { name: 'Разбор' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(reportDialog).toBeHidden();
  await expect(taskDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(taskDialog).toBeHidden();
});

test('a student opening /reports is told who may, and the server refuses him the queue', async ({ page, playwright, baseURL }) => {
  const student = await freshStudent(playwright, baseURL);
  await signInThroughApi(page, student);
  await page.goto('/reports');
  await expect(page.getByText('Доступ только для авторов, модераторов и администраторов')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('link', { name: 'Ошибки в заданиях' })).toHaveCount(0);
  const api = await playwright.request.newContext({ baseURL });
  try {
    const response = await api.get('/api/tasks/reports/', { headers: { Authorization: `Bearer ${student.access}` } });
    expect(response.status()).toBe(403);
  } finally {
    await api.dispose();
  }
});
