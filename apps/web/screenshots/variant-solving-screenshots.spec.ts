import { test } from '@playwright/test';
import { registerThroughApi } from '../e2e/test-users';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { createVariantThroughApi, uniqueVariantName } from '../e2e/variant-solving-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the variant solving and results screens for a look by eye (not a test).
const shoot = makeShooter('variant-solving');

test('screenshots of variant solving and results', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(900_000);
  const tasks = seededTrainerTasks();

  for (const pass of screenPasses) {
    const api = await playwright.request.newContext({ baseURL });
    const { access } = await registerThroughApi(api);
    const tasksByType = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [String(index + 1), 1]));
    const kege = await createVariantThroughApi(api, access, { name: uniqueVariantName('Пробный вариант'), tasksByType, mode: 'KEGE', show_results_mode: 'after' });
    const table = await createVariantThroughApi(api, access, {
      name: 'Вариант с таблицей',
      tasks: [tasks.field, tasks.table27, tasks.type5, tasks.withFile],
      mode: 'KEGE',
      show_results_mode: 'after',
    });
    const inline = await createVariantThroughApi(api, access, { name: 'Все задания сразу', tasks: [tasks.type5, tasks.field, tasks.table27], mode: 'all-in-one', show_results_mode: 'inline' });
    const viewResults = await createVariantThroughApi(api, access, { name: 'view-results', tasks: [tasks.field, tasks.type5], mode: 'KEGE', show_results_mode: 'after' });
    await api.post(`/api/tasks/variants/${viewResults}/finish/`, {
      data: { answers: { [tasks.field]: { user_answer: '42' }, [tasks.type5]: { user_answer: '7' } }, elapsed_seconds: 95 },
      headers: { Authorization: `Bearer ${access}` },
    });
    await api.dispose();

    const context = await openScreenContext(browser, pass, access);
    const page = await context.newPage();
    const { suffix } = pass;

    await page.goto(`/variant/${kege}`);
    await page.getByRole('heading', { name: 'Задание 1 из 12' }).waitFor();
    await page.getByRole('textbox', { name: 'Ответ' }).fill('15');
    await page.getByRole('button', { name: 'Сохранить ответ' }).click();
    await page.getByRole('textbox', { name: 'Ответ' }).fill('7');
    await page.getByRole('button', { name: 'Сохранить ответ' }).click();
    await page.getByRole('heading', { name: 'Задание 3 из 12' }).waitFor();
    await shoot(page, `kege-${suffix}`);

    await page.goto(`/variant/${table}`);
    await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
    await page.getByRole('button', { name: 'Сохранить ответ' }).click();
    await page.getByRole('textbox', { name: 'Ячейка 1.1' }).fill('1');
    await page.getByRole('textbox', { name: 'Ячейка 1.2' }).fill('2');
    await page.getByRole('textbox', { name: 'Ячейка 2.1' }).fill('3');
    await page.getByRole('textbox', { name: 'Ячейка 2.2' }).fill('4');
    await shoot(page, `kege-table-${suffix}`);
    await page.getByRole('button', { name: 'Завершить' }).click();
    await page.getByRole('dialog', { name: 'Завершить вариант?' }).waitFor();
    await shoot(page, `kege-confirm-${suffix}`, { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Завершить' }).click();
    await page.getByTestId('score').waitFor();
    await shoot(page, `results-${suffix}`);

    await page.goto(`/variant/${inline}`);
    const first = page.getByRole('article', { name: 'Задание 1' });
    await first.getByRole('textbox', { name: 'Ответ' }).fill('12');
    await first.getByRole('button', { name: 'Сохранить ответ' }).click();
    await first.getByText('Неверно', { exact: true }).waitFor();
    const second = page.getByRole('article', { name: 'Задание 2' });
    await second.getByRole('textbox', { name: 'Ответ' }).fill('42');
    await second.getByRole('button', { name: 'Сохранить ответ' }).click();
    await second.getByText('Верно', { exact: true }).waitFor();
    await shoot(page, `all-in-one-${suffix}`);

    await page.goto(`/variant/${viewResults}`);
    await page.getByText('Результат: 50 из 100').waitFor();
    await shoot(page, `view-results-${suffix}`);

    await page.route('**/trpc/variants.byId**', () => undefined);
    await page.goto(`/variant/${table}`);
    await page.waitForTimeout(600);
    await shoot(page, `loading-${suffix}`, { fullPage: false, settle: false });
    await page.unroute('**/trpc/variants.byId**');

    await page.goto('/variant/999999');
    await page.getByText('Вариант не найден').waitFor();
    await shoot(page, `not-found-${suffix}`);
    await page.goto(`/variant/${kege}/results`);
    await page.getByText('Вариант ещё не завершён').waitFor();
    await shoot(page, `not-finished-${suffix}`);
    await context.close();
  }
});
