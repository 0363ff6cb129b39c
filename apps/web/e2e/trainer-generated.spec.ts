import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi, signInThroughApi } from './test-users';

// Type 16 has a generator and a handful of demo-bank tasks (decision 040).
const type = 16;
type Task = { id: number; type: number; generator?: { id: string; version: number; seed?: string } };

/** Solves every bank task of the type through the API until the trainer gives a generated one; returns the last bank task. */
async function exhaustBank(request: APIRequestContext, access: string, answerOf: (id: number) => Promise<string>): Promise<{ last: number; generated: Task }> {
  const headers = { Authorization: `Bearer ${access}` };
  let last = 0;
  for (let solved = 0; solved < 50; solved += 1) {
    const response = await request.get(`/api/tasks/task/?subject=inf&type=${type}`, { headers });
    expect(response.status(), await response.text()).toBe(200);
    const task = (await response.json()) as Task;
    // Only this spec draws generated tasks of the type, so the first one comes once the demo tasks are all solved.
    if (task.generator && last !== 0) return { last, generated: task };
    const check = await request.post('/api/tasks/check/', { headers, data: { task_id: task.id, solving_time: 30, user_answer: await answerOf(task.id) } });
    expect(((await check.json()) as { is_correct: boolean }).is_correct).toBe(true);
    last = task.id;
  }
  throw new Error(`the bank of type ${type} did not run out`);
}

/** The demo admin's view of tasks, which carries their answers (staff see them without revealing). */
async function adminAnswers(api: APIRequestContext): Promise<(id: number) => Promise<string>> {
  const login = await api.post('/api/users/login/', { data: { username: 'admin', password: 'admin-demo-1' } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  return async (id) => ((await (await api.get(`/api/tasks/task/${id}/`, { headers })).json()) as { answer: string }).answer;
}

/** A generated task's page: its note, without the seed a student never gets (issue 24); gives its id, none of `except`. */
async function expectGeneratedPage(page: Page, except: number[] = []): Promise<number> {
  await expect(page.getByTestId('generated-note')).toHaveText('Сгенерированное задание');
  const id = Number(/\/trainer\/task\/(\d+)$/.exec(page.url())![1]);
  expect(except).not.toContain(id);
  return id;
}

test('a student who solved every bank task of a type gets generated ones, which check and count like any', async ({ page, request, playwright, baseURL }) => {
  const student = await registerThroughApi(request);
  const adminApi = await playwright.request.newContext({ baseURL });
  const answerOf = await adminAnswers(adminApi);
  const { last, generated } = await exhaustBank(request, student.access, answerOf);
  expect(generated.generator).toEqual({ id: 'type-16', version: expect.any(Number) });

  await signInThroughApi(page, student);
  // A solved bank task: a bank task shows no note; 'Следующее задание' opens the generated task waiting for the student.
  await page.goto(`/trainer/task/${last}`);
  await expect(page.getByText('Задание уже решено')).toBeVisible();
  await expect(page.getByTestId('generated-note')).toHaveCount(0);
  const next = page.getByRole('button', { name: 'Следующее задание', exact: true });
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/trainer/task/${generated.id}$`));
  const first = await expectGeneratedPage(page);
  await expect(page.getByRole('heading', { name: `Задание ${type}`, level: 1 })).toBeVisible();

  // It checks like any task: a wrong answer, then the right one with experience.
  const input = page.getByRole('textbox', { name: 'Ответ' });
  await input.fill('-1');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Неверно', { exact: true })).toBeVisible();
  await expect(page.getByTestId('attempts')).toHaveText('Попыток: 1');
  await input.fill(await answerOf(first));
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('attempts')).toHaveText('Попыток: 2');
  // The answer's badge (an achievement's toast may show its own experience too).
  await expect(page.getByText(/^\+\d+ опыта$/).first()).toBeVisible();

  // Everything solved: the server stores a fresh task.
  await next.click();
  await expect(page).not.toHaveURL(new RegExp(`/trainer/task/${first}$`));
  const second = await expectGeneratedPage(page, [first]);

  // Unsolved and the only one left: 'Следующее задание' asks for a new generated task rather than this one again.
  await next.click();
  await expect(page).not.toHaveURL(new RegExp(`/trainer/task/${second}$`));
  await expectGeneratedPage(page, [first, second]);
  await adminApi.dispose();
});

test("the variant generator fills a short type with generated tasks when asked to, instead of 'Ошибка подбора задач'", async ({ page, request }) => {
  await signInThroughApi(page, await registerThroughApi(request));
  await page.goto('/variants?tab=generator');
  await page.getByRole('button', { name: 'Пустой' }).click();
  // More type 23 tasks than the demo bank has.
  const add = page.getByRole('button', { name: 'Добавить: Задание 23' });
  for (let i = 0; i < 12; i += 1) await add.click();
  await expect(page.getByText('Всего: 12 заданий')).toBeVisible();
  const create = page.getByRole('button', { name: 'Создать вариант' }).last();
  await create.click();
  await expect(page.getByRole('alert')).toContainText('тип 23: нужно 12');

  await page.getByRole('checkbox', { name: 'Дополнить сгенерированными заданиями' }).check();
  await create.click();
  await expect(page.getByRole('status').filter({ hasText: 'Вариант успешно создан' })).toContainText(': 12 заданий');
});
