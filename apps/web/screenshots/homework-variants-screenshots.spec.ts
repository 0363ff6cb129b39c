import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi } from '../e2e/test-users';
import { answersAsAdmin } from '../e2e/trainer-tasks';
import { apiAs, demoAdmin } from '../e2e/upload-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the 'Варианты ДЗ' tab and the trainer's '📚 Next ДЗ' for a look by eye (not a test).
const shoot = makeShooter('homework-variants');

type Assignment = { id: number; task_list: { id: number }[] };

async function post<T>(api: APIRequestContext, auth: Record<string, string>, path: string, data: object): Promise<T> {
  const response = await api.post(path, { data, headers: auth });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('screenshots of homework variants and the trainer button', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(600_000);
  const newContext = () => playwright.request.newContext({ baseURL });
  for (const pass of screenPasses) {
    const api = await newContext();
    const { access } = await registerThroughApi(api);
    const auth = { Authorization: `Bearer ${access}` };
    const { id: userId } = (await (await api.get('/api/users/profile/', { headers: auth })).json()) as { id: number };
    const admin = await apiAs(playwright, baseURL, demoAdmin);
    const assign = async (tasks: Record<string, number>, comment: string) =>
      (await post<Assignment[]>(admin.api, admin.auth, '/api/users/homework/', { user_ids: [userId], tasks, comment }))[0]!;

    const done = await assign({ '4': 1 }, 'Повторение: кодирование');
    const doneAnswers = await answersAsAdmin(newContext, done.task_list.map((task) => task.id));
    for (const [taskId, known] of doneAnswers) await post(api, auth, '/api/tasks/check/', { task_id: taskId, user_answer: known.answer });
    const opened = await assign({ '1': 2, '2': 1 }, '');
    await post(api, auth, '/api/users/homework/create-variant/', { homework_id: opened.id });
    await assign({ '6': 1, '19-21': 1 }, 'К пятнице: теория игр и исполнитель Черепаха. Разберите условие блока целиком, потом переходите к вопросам по порядку.');
    const current = await assign({ '5': 1 }, 'Одна задача на проверку');
    await admin.api.dispose();
    const [currentTask] = current.task_list;
    const currentAnswer = (await answersAsAdmin(newContext, [currentTask!.id])).get(currentTask!.id)!.answer!;
    await api.dispose();

    const context = await openScreenContext(browser, pass, access);
    const page = await context.newPage();
    const { suffix } = pass;

    await page.goto('/variants?tab=homework');
    await page.getByRole('article').first().waitFor();
    await shoot(page, `homework-active-${suffix}`);
    await page.getByRole('button', { name: 'Показать завершённые ДЗ' }).click();
    await page.getByRole('region', { name: 'Завершённые ДЗ' }).waitFor();
    await shoot(page, `homework-completed-${suffix}`);

    await page.goto(`/trainer/task/${currentTask!.id}`);
    await page.getByRole('button', { name: '📚 Next ДЗ' }).waitFor();
    await shoot(page, `trainer-next-${suffix}`, { fullPage: false });
    await page.getByRole('textbox', { name: 'Ответ' }).fill(currentAnswer);
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Верно!', { exact: true }).waitFor();
    await page.getByRole('button', { name: '📚 Next ДЗ' }).click();
    await page.getByRole('dialog', { name: 'Домашнее задание выполнено!' }).waitFor();
    await shoot(page, `trainer-done-dialog-${suffix}`, { fullPage: false });
    await context.close();
  }
});
