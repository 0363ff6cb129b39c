import { test } from '@playwright/test';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { registerThroughApi } from '../e2e/test-users';
import { createVariantThroughApi, uniqueVariantName } from '../e2e/variant-solving-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: what issue 12 §1 fixed on phones, as the first screen shows it and
// scrolled (not a test; e2e/phone-layout.spec.ts asserts it).
const shoot = makeShooter('phone-layout');

test('screenshots of the phone layout', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(900_000);
  const tasks = seededTrainerTasks();

  for (const pass of screenPasses) {
    const api = await playwright.request.newContext({ baseURL });
    const user = await registerThroughApi(api);
    const variant = await createVariantThroughApi(api, user.access, {
      name: uniqueVariantName('Скриншоты'),
      tasks: [tasks.type5, tasks.field, tasks.withFile, tasks.table27],
      mode: 'KEGE',
      show_results_mode: 'after',
    });
    await api.dispose();
    const context = await openScreenContext(browser, pass, user.access);
    const page = await context.newPage();
    const { suffix } = pass;

    await page.goto(`/trainer/task/${tasks.field}`);
    await page.getByRole('textbox', { name: 'Ответ' }).waitFor();
    await shoot(page, `task-first-screen-${suffix}`, { fullPage: false });
    await page.getByRole('textbox', { name: 'Ответ' }).fill('41');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Неверно', { exact: true }).waitFor();
    await page.getByText('Неверно', { exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, `task-verdict-${suffix}`, { fullPage: false, settle: false });
    await page.locator('[data-table-scroll]').last().evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await shoot(page, `task-table-scrolled-${suffix}`);

    await page.goto('/trainer/block-19-21');
    await page.getByRole('region', { name: 'Вопрос 21' }).waitFor();
    await shoot(page, `block-first-screen-${suffix}`, { fullPage: false });
    await shoot(page, `block-${suffix}`);

    await page.goto(`/variant/${variant}`);
    await page.getByRole('heading', { name: /^Задание 1 из/ }).waitFor();
    await shoot(page, `variant-first-screen-${suffix}`, { fullPage: false });
    await page.getByRole('textbox', { name: 'Ответ' }).fill('13');
    await page.getByRole('button', { name: 'Сохранить ответ' }).click();
    await page.getByRole('heading', { name: /^Задание 2 из/ }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await shoot(page, `variant-scrolled-${suffix}`, { fullPage: false });

    await page.getByRole('textbox', { name: 'Ответ' }).fill('1034012345');
    await page.getByRole('button', { name: 'Сохранить ответ' }).click();
    await page.getByRole('heading', { name: /^Задание 3 из/ }).waitFor();
    await page.getByRole('textbox', { name: 'Ответ' }).fill('15');
    await page.getByRole('button', { name: 'Сохранить ответ' }).click();
    await page.getByRole('textbox', { name: 'Ячейка 1.1' }).fill('10340');
    await page.getByRole('textbox', { name: 'Ячейка 1.2' }).fill('5');
    await page.getByRole('textbox', { name: 'Ячейка 2.1' }).fill('20680');
    await page.getByRole('textbox', { name: 'Ячейка 2.2' }).fill('10');
    await page.getByRole('button', { name: 'Завершить' }).click();
    await page.getByRole('dialog', { name: 'Завершить вариант?' }).getByRole('button', { name: 'Завершить' }).click();
    await page.waitForURL(/\/results$/);
    await page.getByTestId('score').waitFor();
    await shoot(page, `results-${suffix}`);

    await context.close();
  }
});
