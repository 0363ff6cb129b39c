import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { finishExamThroughApi, startExamThroughApi } from './exam-helpers';
import { registerStudent } from './profile-homework-helpers';
import { registerThroughApi } from './test-users';
import { answersAsAdmin } from './trainer-tasks';
import { apiAs, demoAdmin } from './upload-helpers';
import { shot } from './shot';


async function sessionOf(request: APIRequestContext, access: string, id: number): Promise<ExamSession> {
  const response = await request.get(`/api/exam/${id}/`, { headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ExamSession;
}

/** The countdown's h:mm:ss as seconds. */
async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('exam-countdown').textContent()) ?? '';
  const match = /^(\d+):(\d{2}):(\d{2})$/.exec(text.trim());
  expect(match, `countdown '${text}'`).not.toBeNull();
  return Number(match![1]) * 3600 + Number(match![2]) * 60 + Number(match![3]);
}

async function toDark(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: window.localStorage }));
  });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a student starts a rehearsal, answers three tasks, reloads (answers kept, the clock goes on), finishes through the review and sees the result with the forecast', async ({ page, request, playwright }) => {
  const student = await registerThroughApi(request);
  await page.addInitScript((token) => window.localStorage.setItem('access', token), student.access);

  await page.goto('/trainer');
  await expect(page.getByRole('group', { name: 'Тип задания' })).toBeVisible();
  await shot(page, 'exam-trainer-1280', { fullPage: false });
  await page.getByRole('link', { name: 'Пробный экзамен' }).click();
  await expect(page).toHaveURL(/\/exam$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Пробный экзамен' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Пройденные экзамены' })).toContainText('Здесь появятся результаты');
  await page.getByRole('button', { name: 'Начать экзамен' }).click();
  const confirm = page.getByRole('dialog', { name: 'Начать пробный экзамен?' });
  await expect(confirm).toContainText('Время идёт с момента начала, даже если закрыть страницу');
  await confirm.getByRole('button', { name: 'Начать' }).click();
  await expect(page).toHaveURL(/\/exam\/\d+$/);
  const examId = Number(/\/exam\/(\d+)/.exec(page.url())![1]);

  const numbers = page.getByRole('navigation', { name: 'Номера заданий' });
  await expect(numbers.getByRole('button')).toHaveCount(27);
  await expect(page.getByRole('heading', { level: 2, name: 'Задание 1' })).toBeVisible();
  const started = await secondsShown(page);
  expect(started).toBeGreaterThan(3 * 3600 + 54 * 60);
  expect(started).toBeLessThanOrEqual(3 * 3600 + 55 * 60);

  // Numbers 1–3 are answered in one field; the right answer of task 1 comes from the bank, not the page.
  const session = await sessionOf(request, student.access, examId);
  const byNumber = new Map(session.tasks.map((task) => [task.number, task]));
  const known = await answersAsAdmin(() => playwright.request.newContext({ baseURL: test.info().project.use.baseURL! }), [byNumber.get(1)!.id]);
  const rightAnswer = known.get(byNumber.get(1)!.id)!.answer!;
  const typed = new Map([
    [1, rightAnswer],
    [2, '-17'],
    [3, '-18'],
  ]);
  const answerField = page.getByRole('form', { name: 'Ответ' }).getByRole('textbox', { name: 'Ответ' });
  const status = page.getByTestId('exam-save-status');

  // 1: typed and left to autosave; 2: 'Сохранить' (moves on to 3); 3: autosave, then away through the numbers.
  await answerField.fill(rightAnswer);
  await expect(status).toHaveText('Сохранено');
  await numbers.getByRole('button', { name: 'Задание 2', exact: true }).click();
  await expect(page).toHaveURL(/\?n=2$/);
  await expect(numbers.getByRole('button', { name: 'Задание 1, есть ответ' })).toBeVisible();
  await answerField.fill(typed.get(2)!);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Задание 3' })).toBeVisible();
  await answerField.fill(typed.get(3)!);
  await expect(status).toHaveText('Сохранено');
  await expect(page.getByText(/Верно|Неверно/)).toHaveCount(0);

  const saved = await sessionOf(request, student.access, examId);
  for (const [number, answer] of typed) expect(saved.answers[String(byNumber.get(number)!.id)]?.user_answer).toBe(answer);

  await shot(page, 'exam-station-1280');
  const beforeReload = await secondsShown(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Задание 3' })).toBeVisible();
  await expect(answerField).toHaveValue(typed.get(3)!);
  for (const number of [1, 2]) {
    await numbers.getByRole('button', { name: `Задание ${number}, есть ответ` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Задание ${number}` })).toBeVisible();
    await expect(answerField).toHaveValue(typed.get(number)!);
  }
  const afterReload = await secondsShown(page);
  expect(afterReload).toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeLessThan(3 * 3600 + 55 * 60);

  // Time per task went to the server: task 1 was open for its autosave, 2 and 3 for theirs.
  const timed = await sessionOf(request, student.access, examId);
  expect(timed.answers[String(byNumber.get(1)!.id)]!.time_spent).toBeGreaterThanOrEqual(1);

  await page.setViewportSize({ width: 375, height: 812 });
  await toDark(page);
  await expect(numbers).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'exam-station-375-dark');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Завершить экзамен' }).click();
  const review = page.getByRole('dialog', { name: 'Завершить экзамен?' });
  await expect(review).toContainText('Без ответа: 24 из 27');
  const rows = review.getByRole('table', { name: 'Ваши ответы' }).getByRole('row');
  await expect(rows).toHaveCount(28);
  await expect(rows.nth(1)).toContainText(rightAnswer);
  await expect(rows.nth(4)).toContainText('нет ответа');
  await shot(review, 'exam-review-1280-dark');
  await review.getByRole('button', { name: 'Завершить экзамен' }).click();

  await expect(page).toHaveURL(new RegExp(`/exam/${examId}/result$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Результат пробного экзамена' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Итог экзамена' });
  await expect(summary.getByTestId('exam-primary-score')).toHaveText(/^\d+$/);
  expect(Number(await summary.getByTestId('exam-primary-score').textContent())).toBeGreaterThanOrEqual(1);
  await expect(summary).toContainText('из 29');
  await expect(summary.getByTestId('exam-test-score')).toHaveText(/^\d+$/);
  await expect(summary).toContainText('из 100');
  const table = page.getByRole('table', { name: 'Ответы по заданиям' });
  await expect(table.getByRole('row')).toHaveCount(28);
  await expect(table.getByRole('row').nth(1)).toContainText(rightAnswer);
  await expect(table.getByRole('row').nth(1)).toContainText('1 из 1');
  const forecast = page.getByRole('region', { name: 'Прогноз после экзамена' });
  await expect(forecast.getByTestId('exam-forecast-expected')).toHaveText(/^\d+$/);
  // At most 3 of 29 answered: the forecast stays near the rehearsal's own score, not a contradictory 50 (decision 050).
  const testScore = Number(await summary.getByTestId('exam-test-score').textContent());
  expect(Math.abs(Number(await forecast.getByTestId('exam-forecast-expected').textContent()) - testScore)).toBeLessThanOrEqual(10);
  await expect(forecast.getByRole('link', { name: /вкладке «Статистика»/ })).toHaveAttribute('href', '/profile?tab=stats');
  await shot(page, 'exam-result-1280-dark');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(table).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // The wide table scrolls in its own box.
  const scrolls = await table.evaluate((element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX !== 'visible') return true;
    }
    return false;
  });
  expect(scrolls).toBe(true);
  await shot(page, 'exam-result-375-dark');

  // A finished rehearsal at the station's address goes to its result; /exam lists it and offers a new one.
  await page.goto(`/exam/${examId}`);
  await expect(page).toHaveURL(new RegExp(`/exam/${examId}/result$`));
  await page.goto('/exam');
  const history = page.getByRole('region', { name: 'Пройденные экзамены' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('/ 29');
  await expect(page.getByRole('button', { name: 'Начать экзамен' })).toBeVisible();
  await history.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/exam/${examId}/result$`));
  await page.goto('/exam');
  await expect(history).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'exam-list-375-dark');
  await page.goto('/trainer');
  await expect(page.getByRole('link', { name: 'Пробный экзамен' })).toBeVisible();
  await shot(page, 'exam-trainer-375-dark', { fullPage: false });
});

test('the station counts down by the server’s clock: the last 15 minutes in the warning colour, and at zero it finishes by itself and shows the result', async ({ page, request }) => {
  const student = await registerThroughApi(request);
  await page.addInitScript((token) => window.localStorage.setItem('access', token), student.access);
  const exam = await startExamThroughApi(request, student.access);
  // The device's clock is moved on; the server's stays: the page counts from server_now, so only the elapsed time matters.
  await page.clock.install();
  await page.goto(`/exam/${exam.id}?n=4`);
  await expect(page.getByRole('heading', { level: 2, name: 'Задание 4' })).toBeVisible();
  const countdown = page.getByRole('group', { name: /^Осталось времени/ });
  await expect(countdown).not.toHaveAttribute('data-warning');

  await page.clock.fastForward('03:41:00');
  await expect(page.getByTestId('exam-countdown')).toHaveText(/^0:1[34]:\d{2}$/);
  await expect(countdown).toHaveAttribute('data-warning', 'true');
  await shot(page.getByRole('region', { name: 'Время и завершение' }), 'exam-countdown-warning-1280');

  await page.clock.fastForward('00:15:00');
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/result$`));
  await expect(page.getByRole('region', { name: 'Итог экзамена' })).toContainText('из 29');
  const list = await request.get('/api/exam/', { headers: { Authorization: `Bearer ${student.access}` } });
  expect(((await list.json()) as { active: unknown; finished: { id: number }[] }).finished.map((item) => item.id)).toEqual([exam.id]);
});

test('an answer typed without a connection is kept on the device, survives a reload and reaches the server once it is back', async ({ page, request }) => {
  const student = await registerThroughApi(request);
  await page.addInitScript((token) => window.localStorage.setItem('access', token), student.access);
  const exam = await startExamThroughApi(request, student.access);
  const taskId = exam.tasks.find((task) => task.number === 5)!.id;
  await page.goto(`/exam/${exam.id}?n=5`);
  await expect(page.getByRole('heading', { level: 2, name: 'Задание 5' })).toBeVisible();

  await page.route('**/trpc/exam.saveAnswer**', (route) => route.abort('internetdisconnected'));
  const field = page.getByRole('form', { name: 'Ответ' }).getByRole('textbox', { name: 'Ответ' });
  await field.fill('1234');
  const status = page.getByTestId('exam-save-status');
  await expect(status).toContainText('Не сохранено на сервере');
  await expect(status).toContainText('Ответ сохранён на этом устройстве, повторяем попытку');
  await shot(page, 'exam-offline-1280', { fullPage: false });

  await page.reload();
  await expect(field).toHaveValue('1234');
  await expect(page.getByRole('button', { name: 'Задание 5, есть ответ' })).toBeVisible();
  await page.unroute('**/trpc/exam.saveAnswer**');
  await expect(status).toHaveText('Сохранено');
  const response = await request.get(`/api/exam/${exam.id}/`, { headers: { Authorization: `Bearer ${student.access}` } });
  expect(((await response.json()) as ExamSession).answers[String(taskId)]?.user_answer).toBe('1234');
});

/** Every type-1 task of the bank, as the admin lists them: a rehearsal's number 1 is one of these. */
async function typeOneTaskIds(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<number[]> {
  const { api, auth } = await apiAs(playwright, baseURL, demoAdmin);
  try {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const response = await api.get(`/api/tasks/tasks/?type=1&subject=inf&minimal=true&page_size=100&page=${page}`, { headers: auth });
      expect(response.status(), await response.text()).toBe(200);
      const list = (await response.json()) as { count: number; results: { id: number }[] };
      ids.push(...list.results.map((task) => task.id));
      if (ids.length >= list.count || list.results.length === 0) return ids;
    }
  } finally {
    await api.dispose();
  }
}

test('the teacher who assigned a rehearsal reads its result with the student’s name, without the student’s forecast, and sees the task whose answer was shown before the start', async ({ page, request, playwright }) => {
  const baseURL = test.info().project.use.baseURL!;
  const student = await registerStudent(request);
  // Decision 045: the student reads the answers of every type-1 task before starting, so number 1 is marked.
  const typeOne = await typeOneTaskIds(playwright, baseURL);
  // At most 30 ids a request.
  for (let from = 0; from < typeOne.length; from += 30) {
    const revealed = await request.get(`/api/tasks/reveal-answer/?ids=${typeOne.slice(from, from + 30).join(',')}`, { headers: { Authorization: `Bearer ${student.access}` } });
    expect(revealed.status(), await revealed.text()).toBe(200);
  }
  const { api, auth } = await apiAs(playwright, baseURL, { username: 'teacher', email: '', password: 'teacher-demo-1' });
  try {
    const now = Date.now();
    const assigned = await api.post('/api/users/homework/', {
      data: { user_ids: [student.id], exam: { opens_at: new Date(now - 60_000).toISOString(), closes_at: new Date(now + 86_400_000).toISOString() }, comment: 'E2E: пробный экзамен' },
      headers: auth,
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const [homework] = (await assigned.json()) as { id: number }[];
    const started = await request.post('/api/exam/start/', { data: { homework_id: homework!.id }, headers: { Authorization: `Bearer ${student.access}` } });
    expect(started.status(), await started.text()).toBe(200);
    const exam = (await started.json()) as ExamSession;
    await finishExamThroughApi(request, student.access, exam.id);
    const teacherAccess = auth.Authorization!.replace(/^Bearer /, '');

    await page.addInitScript((token) => window.localStorage.setItem('access', token), teacherAccess);
    await page.goto(`/exam/${exam.id}/result`);
    await expect(page.getByRole('heading', { level: 1, name: 'Результат пробного экзамена' })).toBeVisible();
    await expect(page.getByTestId('exam-result-student')).toHaveText(`Ученик: ${student.username}`);
    const rows = page.getByRole('table', { name: 'Ответы по заданиям' }).getByRole('row');
    await expect(rows).toHaveCount(28);
    await expect(rows.nth(1)).toContainText('Ответ был показан до экзамена');
    await expect(page.getByText('Ответ был показан до экзамена')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Прогноз после экзамена' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'К пробным экзаменам' })).toHaveCount(0);
  } finally {
    await api.dispose();
  }
});

test('at 1280×800 the answer stays in sight under the rehearsal’s longest statement, which scrolls in its own box', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const student = await registerThroughApi(request);
  await page.addInitScript((token) => window.localStorage.setItem('access', token), student.access);
  const exam = await startExamThroughApi(request, student.access);
  const length = (task: ExamSession['tasks'][number]) => task.text.length + (task.question ?? '').length;
  const longest = exam.tasks.reduce((best, task) => (length(task) > length(best) ? task : best));
  await page.goto(`/exam/${exam.id}?n=${longest.number}`);
  const statement = page.getByRole('article', { name: `Задание ${longest.number}` });
  await expect(statement).toBeVisible();

  // Without scrolling anything: the page does not scroll at all, the answer and 'Сохранить' are on screen.
  const answer = page.getByRole('region', { name: 'Ответ на задание' });
  await expect(answer.getByRole('textbox').first()).toBeInViewport({ ratio: 1 });
  await expect(answer.getByRole('button', { name: 'Сохранить' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);

  // The statement is longer than its box and scrolls in it, by the wheel; the answer stays where it was.
  const box = await statement.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
  expect(box.scroll).toBeGreaterThan(box.client);
  const answerTop = (await answer.boundingBox())!.y;
  await statement.hover();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => statement.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await answer.boundingBox())!.y).toBe(answerTop);
});
