import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi } from '../e2e/test-users';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { apiAs, demoAdmin } from '../e2e/upload-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the variants screen (list, dialog, generator) for a look by eye (not a test).
const shoot = makeShooter('variants');

async function post(api: APIRequestContext, access: string, path: string, data: object): Promise<{ id: number }> {
  const response = await api.post(path, { data, headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number };
}

test('screenshots of the variants screen', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(600_000);
  const tasks = seededTrainerTasks();
  const admin = await apiAs(playwright, baseURL, demoAdmin);
  await admin.api.post('/api/tasks/variants/', { data: { name: 'Демонстрационный вариант ЕГЭ 2026', tasksByType: { '1': 1, '2': 1, '19-21': 1, '27': 1 }, is_public: true }, headers: admin.auth });
  await admin.api.dispose();

  for (const pass of screenPasses) {
    const api = await playwright.request.newContext({ baseURL });
    const { access } = await registerThroughApi(api);
    await post(api, access, '/api/tasks/variants/', { name: 'Пробник: все 27 типов', tasksByType: Object.fromEntries([...Array.from({ length: 18 }, (_, i) => [String(i + 1), 1]), ['19-21', 1], ...Array.from({ length: 6 }, (_, i) => [String(i + 22), 1])]) });
    await post(api, access, '/api/tasks/variants/', { name: 'Черновик: графы и логика', tasksByType: { '1': 2, '2': 2, '15': 1 }, is_draft: true, mode: 'all-in-one', show_results_mode: 'inline' });
    const done = await post(api, access, '/api/tasks/variants/', { name: 'Разминка', tasks: [tasks.field, tasks.type5] });
    await post(api, access, '/api/tasks/check/', { task_id: tasks.field, user_answer: '42' });
    await post(api, access, `/api/tasks/variants/${done.id}/finish/`, { answers: { [tasks.field]: { user_answer: '42' }, [tasks.type5]: { user_answer: '1' } }, elapsed_seconds: 300 });
    await api.dispose();

    const context = await openScreenContext(browser, pass, access);
    const page = await context.newPage();
    const { suffix } = pass;

    await page.goto('/variants');
    await page.getByRole('article').first().waitFor();
    await shoot(page, `variants-mine-${suffix}`);
    await page.goto('/variants?tab=public');
    await shoot(page, `variants-public-${suffix}`);
    await page.goto('/variants?tab=homework');
    await page.getByRole('button', { name: 'Показать завершённые ДЗ' }).click();
    await shoot(page, `variants-homework-${suffix}`);

    await page.goto('/variants');
    await page.getByRole('button', { name: 'Создать вариант' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый вариант' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill('Мой вариант');
    await dialog.getByRole('textbox', { name: 'Задание 3', exact: true }).fill('100');
    await dialog.getByRole('textbox', { name: 'Задания 19-21', exact: true }).fill('1');
    await dialog.getByRole('button', { name: 'Создать', exact: true }).click();
    await dialog.getByText('Ошибка создания варианта').waitFor();
    await shoot(page, `variants-dialog-${suffix}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Создать', exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, `variants-dialog-bottom-${suffix}`, { fullPage: false });
    await page.keyboard.press('Escape');

    await page.getByRole('article', { name: 'Черновик: графы и логика' }).getByRole('button', { name: 'Редактировать' }).click();
    await shoot(page, `variants-edit-${suffix}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('article', { name: 'Разминка' }).getByRole('button', { name: 'Удалить' }).click();
    await shoot(page, `variants-delete-${suffix}`, { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto('/variants?tab=generator');
    await shoot(page, `variants-generator-${suffix}`);
    await page.getByRole('button', { name: 'Подобные решал' }).click();
    await page.getByRole('textbox', { name: 'Множитель' }).fill('3');
    await page.getByRole('button', { name: 'Создать вариант' }).last().click();
    await page.getByText('Вариант успешно создан').first().waitFor();
    await shoot(page, `variants-generated-${suffix}`);
    await page.getByRole('button', { name: 'Классический 27' }).click();
    await page.getByRole('textbox', { name: 'Множитель' }).fill('10');
    await page.getByRole('button', { name: 'Создать вариант' }).last().click();
    await page.getByText('Ошибка подбора задач').waitFor();
    await shoot(page, `variants-generator-error-${suffix}`);

    await page.route('**/trpc/variants.list**', () => undefined);
    await page.goto('/variants');
    await page.waitForTimeout(600);
    await shoot(page, `variants-loading-${suffix}`, { fullPage: false, settle: false });
    await page.unroute('**/trpc/variants.list**');
    await page.route('**/trpc/variants.list**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Внутренняя ошибка сервера. Попробуйте позже.', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, detail: 'Внутренняя ошибка сервера. Попробуйте позже.' } } }) }));
    await page.goto('/variants');
    await page.getByText('Ошибка загрузки вариантов').waitFor();
    await shoot(page, `variants-error-${suffix}`);
    await context.close();
  }
});
