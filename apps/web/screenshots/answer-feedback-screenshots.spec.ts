import { test } from '@playwright/test';
import { registerThroughApi } from '../e2e/test-users';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { createVariantThroughApi, uniqueVariantName } from '../e2e/variant-solving-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the answer's form warning, a wrong answer, a revealed one, the
// results with their task dialog and a finished variant reopened (not a test).
const shoot = makeShooter('answer-feedback');

test('screenshots of answer feedback and finished variants', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(900_000);
  const tasks = seededTrainerTasks();

  for (const pass of screenPasses) {
    const api = await playwright.request.newContext({ baseURL });
    const { access } = await registerThroughApi(api);
    const variant = await createVariantThroughApi(api, access, {
      name: uniqueVariantName('Вариант с таблицей'),
      tasks: [tasks.field, tasks.type5, tasks.table27, tasks.withFile],
      mode: 'KEGE',
      show_results_mode: 'after',
    });

    const context = await openScreenContext(browser, pass, access);
    const page = await context.newPage();
    const { suffix } = pass;

    await page.goto(`/trainer/task/${tasks.table27}`);
    await page.getByRole('textbox', { name: 'Ячейка 1.1' }).fill('1 2 3 4');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByTestId('answer-form-warning').waitFor();
    await shoot(page, `form-warning-${suffix}`);

    await page.goto(`/trainer/task/${tasks.comments}`);
    await page.getByRole('textbox', { name: 'Ответ' }).fill('8');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Неверно', { exact: true }).waitFor();
    await shoot(page, `wrong-${suffix}`);
    await page.getByRole('button', { name: 'Показать ответ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Да, показать ответ' }).click();
    await page.getByText('Вы подсмотрели ответ').waitFor();
    await shoot(page, `revealed-${suffix}`);

    await page.goto(`/trainer/task/${tasks.field}`);
    await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByRole('region', { name: 'Решение' }).waitFor();
    await shoot(page, `solved-solution-${suffix}`);

    // Finished after the trainer's screens: a finish reveals the tasks it leaves unsolved, which locks them there.
    await api.post(`/api/tasks/variants/${variant}/finish/`, {
      data: { answers: { [tasks.type5]: { user_answer: '12' }, [tasks.table27]: { user_table_answer: [['1', '2'], ['3', '5']] } }, elapsed_seconds: 754 },
      headers: { Authorization: `Bearer ${access}` },
    });
    await api.dispose();
    await page.goto(`/variant/${variant}/results`);
    await page.getByTestId('score').waitFor();
    await shoot(page, `results-${suffix}`);
    await page.getByRole('button', { name: /^Открыть задание 2/ }).click();
    await page.getByRole('dialog').getByText('Правильный ответ').waitFor();
    await shoot(page, `results-task-${suffix}`, { fullPage: false });

    await page.goto(`/variant/${variant}`);
    await page.getByText('Вариант завершён · только просмотр').waitFor();
    await shoot(page, `finished-${suffix}`);
    await context.close();
  }
});
