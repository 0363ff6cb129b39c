import { test } from '@playwright/test';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { registerThroughApi } from '../e2e/test-users';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the trainer's screens for a look by eye (not a test).
const shoot = makeShooter('trainer');

test('screenshots of the trainer', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(900_000);
  const tasks = seededTrainerTasks();

  for (const pass of screenPasses) {
    // A fresh user per pass, each through its own API context (a second sign-up on one would need CSRF).
    const api = await playwright.request.newContext({ baseURL });
    const { access } = await registerThroughApi(api);
    await api.dispose();
    const context = await openScreenContext(browser, pass, access);
    const page = await context.newPage();
    const { suffix } = pass;

    await page.goto('/trainer');
    await shoot(page, `trainer-home-${suffix}`);

    await page.goto(`/trainer/task/${tasks.field}`);
    await shoot(page, `task-${suffix}`);
    await page.getByRole('textbox', { name: 'Ответ' }).fill('41');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Неверно', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Верно!', { exact: true }).waitFor();
    await shoot(page, `task-correct-${suffix}`);
    await page.reload();
    await page.getByText('Задание уже решено').waitFor();
    await shoot(page, `task-solved-${suffix}`);

    await page.goto(`/trainer/task/${tasks.table27}`);
    await page.getByRole('textbox', { name: 'Ячейка 1.1' }).fill('1');
    await page.getByRole('textbox', { name: 'Ячейка 1.2' }).fill('2');
    await page.getByRole('textbox', { name: 'Ячейка 2.1' }).fill('3');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Неверно', { exact: true }).waitFor();
    await shoot(page, `task-27-${suffix}`);

    await page.goto(`/trainer/task/${tasks.withFile}`);
    await page.getByRole('button', { name: 'Показать ответ' }).click();
    await shoot(page, `task-reveal-confirm-${suffix}`, { fullPage: false });
    await page.getByRole('button', { name: 'Да, показать ответ' }).click();
    await page.getByText('Вы подсмотрели ответ').waitFor();
    await shoot(page, `task-revealed-${suffix}`);

    if (pass.width < 500) {
      await page.getByRole('combobox', { name: 'Типы заданий' }).click();
    } else {
      await page.getByRole('button', { name: 'Типы заданий' }).click();
    }
    await shoot(page, `task-menu-${suffix}`, { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto('/trainer/block-19-21');
    await page.getByRole('region', { name: 'Вопрос 19' }).waitFor();
    await page.getByRole('region', { name: 'Вопрос 19' }).getByRole('textbox', { name: 'Ответ' }).fill('1');
    await page.getByRole('region', { name: 'Вопрос 19' }).getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Неверно', { exact: true }).waitFor();
    await shoot(page, `block-${suffix}`);

    await page.route('**/trpc/tasks.byId**', () => undefined);
    await page.goto(`/trainer/task/${tasks.type5}`);
    await page.waitForTimeout(600);
    await shoot(page, `task-loading-${suffix}`, { fullPage: false, settle: false });
    await page.unroute('**/trpc/tasks.byId**');
    await page.goto('/trainer/task/999999');
    await page.getByText('Ошибка', { exact: true }).waitFor();
    await shoot(page, `task-error-${suffix}`);
    await context.close();
  }
});
