import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi } from '../e2e/test-users';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { apiAs, demoAdmin } from '../e2e/upload-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the admin's activity screen and the notification bell for a look by eye (not a test).
const shoot = makeShooter('user-activity');

async function post(api: APIRequestContext, auth: Record<string, string>, path: string, data: object): Promise<void> {
  const response = await api.post(path, { data, headers: auth });
  expect(response.status(), await response.text()).toBe(200);
}

test('screenshots of the activity screen and the bell', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(600_000);
  const tasks = seededTrainerTasks();
  const api = await playwright.request.newContext({ baseURL });
  const student = await registerThroughApi(api);
  const auth = { Authorization: `Bearer ${student.access}` };
  const { id } = (await (await api.get('/api/users/profile/', { headers: auth })).json()) as { id: number };
  await post(api, auth, '/api/tasks/check/', { task_id: tasks.field, user_answer: '41' });
  await post(api, auth, '/api/tasks/check/', { task_id: tasks.withFile, user_answer: '0' });
  await post(api, auth, '/api/tasks/check/', { task_id: tasks.table27, user_table_answer: [['1', '2'], ['4', '3']] });
  await post(api, auth, '/api/tasks/check/', { task_id: tasks.table27, user_table_answer: [['1', '2'], ['3', '4']] });
  await post(api, auth, '/api/tasks/check/', { task_id: tasks.field, user_answer: '42' });
  await api.dispose();

  const admin = await apiAs(playwright, baseURL, demoAdmin);
  await post(admin.api, admin.auth, '/api/users/homework/', { user_ids: [id], tasks: { '1': 1, '5': 2 }, comment: 'Повторите задания 1 и 5 к пятнице, особенно перебор путей в графе' });
  await post(admin.api, admin.auth, '/api/users/notifications/', { user_id: id, message: 'Не забудьте пробный вариант в субботу' });
  const access = admin.auth.Authorization!.replace('Bearer ', '');
  await admin.api.dispose();

  for (const pass of screenPasses) {
    const { suffix } = pass;
    const context = await openScreenContext(browser, pass, access);
    const page = await context.newPage();
    await page.goto('/admin-user-activity');
    await page.getByRole('button', { name: 'Применить' }).waitFor();
    await shoot(page, `activity-start-${suffix}`);
    await page.getByRole('textbox', { name: 'Поиск пользователя' }).fill(student.username.slice(0, 8));
    await page.getByRole('option').first().waitFor();
    await shoot(page, `activity-search-${suffix}`, { fullPage: false });
    await page.getByRole('option', { name: new RegExp(student.username) }).click();
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Найдено: 3').waitFor();
    await shoot(page, `activity-results-${suffix}`);
    await page.getByRole('textbox', { name: 'ID пользователя' }).fill('');
    await page.getByRole('button', { name: 'Применить' }).click();
    await shoot(page, `activity-invalid-${suffix}`, { fullPage: false });
    await context.close();

    const studentContext = await openScreenContext(browser, pass, student.access);
    const studentPage = await studentContext.newPage();
    await studentPage.goto('/variants');
    await studentPage.getByRole('button', { name: /^Уведомления: \d/ }).click();
    await studentPage.getByRole('dialog', { name: 'Уведомления' }).getByRole('listitem').first().waitFor();
    await shoot(studentPage, `bell-open-${suffix}`, { fullPage: false });
    await studentPage.goto('/admin-user-activity');
    await studentPage.getByText('Доступ только для администратора').waitFor();
    await shoot(studentPage, `activity-forbidden-${suffix}`, { fullPage: false });
    await studentContext.close();
  }
});
