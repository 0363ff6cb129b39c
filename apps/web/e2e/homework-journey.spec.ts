import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';
import { answersAsAdmin } from './trainer-tasks';
import { choose, demoAdmin } from './upload-helpers';

// Issue 5's journey through the UI only: a teacher assigns homework, the student solves it with
// 'Следующее задание ДЗ' and opens another as a variant, the admin reads the attempts on the activity screen.

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

async function pageAs(browser: Browser, baseURL: string | undefined, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await signInThroughApi(page, user);
  return page;
}

/** Fills the teacher's form: `count` tasks of `type`, none of any other. */
async function assignThroughForm(teacher: Page, type: string, count: number, comment: string): Promise<void> {
  for (const field of await teacher.getByRole('textbox', { name: /^Задание / }).all()) await field.fill('0');
  await teacher.getByRole('textbox', { name: `Задание ${type}`, exact: true }).fill(String(count));
  await teacher.getByRole('textbox', { name: 'Комментарий' }).fill(comment);
  const assigned = teacher.getByText('ДЗ успешно выдано!');
  // The note of an earlier assignment must be gone, or it would pass for this one's.
  await expect(assigned).toBeHidden();
  await teacher.getByRole('button', { name: 'Выдать ДЗ' }).click();
  await expect(assigned).toBeVisible();
}

async function check(page: Page, answer: string, verdict: 'Верно!' | 'Неверно'): Promise<void> {
  await page.getByRole('textbox', { name: 'Ответ' }).fill(answer);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByRole('status').filter({ hasText: verdict })).toBeVisible();
}

const homeworkItems = (page: Page) => page.getByRole('list', { name: 'Список домашних заданий' }).getByRole('button');
const homeworkDetail = (page: Page) => page.getByRole('article', { name: /^ДЗ от / });
const taskIdOf = (url: string) => Number(/\/trainer\/task\/(\d+)$/.exec(url)![1]);

test('a teacher assigns homework, the student solves it and opens another as a variant, the admin sees the attempts', async ({ browser, baseURL, playwright, request }) => {
  const student = await registerThroughApi(request);
  const comment = `Журнал ДЗ: задания 5 к пятнице ${student.username}`;

  // 1. The teacher finds the fresh student and gives them two tasks of type 5.
  const teacher = await pageAs(browser, baseURL, demoTeacher);
  await teacher.goto('/admin-homework');
  await teacher.getByRole('textbox', { name: 'Ученик' }).fill(student.username);
  await teacher.getByRole('option', { name: new RegExp(`^${student.username} \\(id \\d+\\), `) }).click();
  await expect(teacher.getByRole('button', { name: `Убрать ${student.username}` })).toBeVisible();
  await assignThroughForm(teacher, '5', 2, comment);
  await expect(teacher.getByRole('button', { name: /^ДЗ от / })).toContainText('0/2');

  // 2. The student hears of it under the bell and solves it from the profile.
  const studentPage = await pageAs(browser, baseURL, student);
  await studentPage.goto('/variants');
  const bell = studentPage.getByRole('button', { name: 'Уведомления: 1 непрочитанное' });
  await bell.click();
  await studentPage.getByRole('dialog', { name: 'Уведомления' }).getByRole('button', { name: `Новое: Вам выдано домашнее задание: ${comment}` }).click();
  await expect(studentPage).toHaveURL(/\/profile\?homework=\d+$/);
  await expect(studentPage.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  await expect(homeworkItems(studentPage)).toHaveCount(1);
  await expect(homeworkItems(studentPage).first()).toContainText('0/2');
  await expect(homeworkDetail(studentPage)).toContainText(comment);
  await expect(homeworkDetail(studentPage).getByRole('tab', { name: /Нерешённые/ })).toHaveAttribute('aria-selected', 'true');
  const links = homeworkDetail(studentPage).getByRole('tabpanel').getByRole('link');
  await expect(links).toHaveCount(2);
  const taskIds = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))).map(taskIdOf);
  // The drawn tasks are the server's choice: their answers are read as the admin.
  const answers = await answersAsAdmin(() => playwright.request.newContext({ baseURL }), taskIds);
  const answerOf = (id: number) => {
    const answer = answers.get(id)?.answer;
    expect(answer, `task ${id} has a field answer`).toBeTruthy();
    return answer!;
  };

  await links.first().click();
  await expect(studentPage).toHaveURL(/\/trainer\/task\/\d+$/);
  const first = taskIdOf(studentPage.url());
  expect(taskIds).toContain(first);
  await check(studentPage, answerOf(first) === '1' ? '2' : '1', 'Неверно');
  await check(studentPage, answerOf(first), 'Верно!');
  const nextHomework = studentPage.getByRole('button', { name: 'Следующее задание ДЗ' });
  await nextHomework.click();
  const second = taskIds.find((id) => id !== first)!;
  await expect(studentPage).toHaveURL(new RegExp(`/trainer/task/${second}$`));
  await check(studentPage, answerOf(second), 'Верно!');
  await nextHomework.click();
  const done = studentPage.getByRole('dialog', { name: 'Домашнее задание выполнено!' });
  await done.getByRole('button', { name: 'Ок' }).click();
  await expect(studentPage).toHaveURL(/\/profile$/);
  await expect(homeworkItems(studentPage).first()).toContainText('2/2');
  await expect(homeworkItems(studentPage).first()).toContainText('Выполнено');
  await expect(homeworkDetail(studentPage)).toContainText('2 из 2');

  // 3. A second homework, of type 1, opened as a variant.
  await assignThroughForm(teacher, '1', 2, 'Второе ДЗ: вариантом');
  await studentPage.reload();
  await expect(studentPage.getByRole('button', { name: 'Уведомления: 1 непрочитанное' })).toBeVisible();
  await expect(homeworkItems(studentPage)).toHaveCount(2);
  await expect(homeworkItems(studentPage).first()).toContainText('0/2');
  await expect(homeworkDetail(studentPage)).toContainText('Второе ДЗ: вариантом');
  await homeworkDetail(studentPage).getByRole('button', { name: 'Открыть как вариант' }).click();
  await expect(studentPage).toHaveURL(/\/variant\/\d+$/);
  await expect(studentPage.getByRole('heading', { name: /^Вариант ДЗ \d{2}\.\d{2}\.\d{4}$/, level: 1 })).toBeVisible();
  await expect(studentPage.getByTestId('answered-count')).toHaveText('Отвечено: 0 из 2');
  await expect(studentPage.getByRole('article', { name: 'Задание 1', exact: true })).toContainText('Тип 1');

  // 4. The admin finds the student's type 5 attempts: both solved, the first after a wrong answer.
  const admin = await pageAs(browser, baseURL, demoAdmin);
  await admin.goto('/admin-user-activity');
  await admin.getByRole('textbox', { name: 'Поиск пользователя' }).fill(student.username);
  await admin.getByRole('option', { name: new RegExp(student.username) }).click();
  await expect(admin.getByRole('textbox', { name: 'ID пользователя' })).toHaveValue(/^\d+$/);
  await choose(admin, 'Тип задания', '5');
  await choose(admin, 'Статус', 'Решено');
  await admin.getByRole('button', { name: 'Применить' }).click();
  await expect(admin.getByText('Найдено: 2')).toBeVisible();
  const firstHistory = admin.getByRole('article', { name: `Задание #${first}` }).getByRole('region', { name: 'История попыток' });
  await expect(firstHistory.getByRole('article')).toHaveCount(2);
  await expect(firstHistory.getByRole('article', { name: 'Попытка #1' })).toContainText('Неверно');
  await expect(firstHistory.getByRole('article', { name: 'Попытка #2' })).toContainText('Верно');
  const secondHistory = admin.getByRole('article', { name: `Задание #${second}` }).getByRole('region', { name: 'История попыток' });
  await expect(secondHistory.getByRole('article')).toHaveCount(1);
  await expect(secondHistory.getByRole('article', { name: 'Попытка #1' })).toContainText('Верно');

  // Opening the second homework as a variant answered nothing, so nothing is unsolved.
  await choose(admin, 'Статус', 'Не решено');
  await admin.getByRole('button', { name: 'Применить' }).click();
  await expect(admin.getByText('Найдено: 0')).toBeVisible();
  await expect(admin.getByText('Попыток нет')).toBeVisible();
  for (const page of [teacher, studentPage, admin]) await page.context().close();
});
