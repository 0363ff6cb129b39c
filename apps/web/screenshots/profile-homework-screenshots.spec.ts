import { test } from '@playwright/test';
import { assignAsTeacher, registerStudent, solve } from '../e2e/profile-homework-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the profile's homework list for a look by eye (not a test).
const shoot = makeShooter('profile-homework');

test('screenshots of the homework on the profile', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(600_000);
  for (const pass of screenPasses) {
    const { suffix } = pass;
    // A request context per student: a second registration beside the first one's cookie is refused.
    const emptyApi = await playwright.request.newContext({ baseURL });
    const empty = await registerStudent(emptyApi);
    await emptyApi.dispose();
    const request = await playwright.request.newContext({ baseURL });
    const student = await registerStudent(request);
    const done = await assignAsTeacher(playwright, baseURL, student, { '5': 1 }, 'Разминка перед контрольной');
    await solve(playwright, baseURL, request, student, done.task_list[0]!.id);
    const current = await assignAsTeacher(
      playwright,
      baseURL,
      student,
      { '1': 2, '3': 1, '9': 1, '19-21': 1, '27': 1 },
      'Решите к пятнице. Особое внимание — заданиям 19–21: выпишите выигрышные стратегии для обоих игроков.',
    );
    await solve(playwright, baseURL, request, student, current.task_list[0]!.id);
    await solve(playwright, baseURL, request, student, current.task_list[1]!.id);
    await request.dispose();

    const context = await openScreenContext(browser, pass, student.access);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('article', { name: /^ДЗ от / }).waitFor();
    await shoot(page, `profile-homework-${suffix}`);
    const section = page.getByRole('region', { name: 'Домашние задания' });
    await section.scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: /Решённые/ }).click();
    await shoot(page, `profile-homework-solved-${suffix}`, { fullPage: false });
    await page.getByRole('list', { name: 'Список домашних заданий' }).getByRole('button').nth(1).click();
    await shoot(page, `profile-homework-completed-${suffix}`, { fullPage: false });

    await page.route(/\/trpc\/homework\.list/, (route) => route.abort());
    await page.reload();
    await page.getByRole('alert').waitFor();
    await shoot(page, `profile-homework-stale-${suffix}`);
    await page.evaluate((key) => window.localStorage.removeItem(key), `homework_list_${student.id}`);
    await page.reload();
    await page.getByText('Ошибка загрузки домашних заданий').waitFor();
    await shoot(page, `profile-homework-error-${suffix}`);
    await page.unroute(/\/trpc\/homework\.list/);
    await page.route(/\/trpc\/homework\.list/, () => undefined);
    await page.evaluate((key) => window.localStorage.removeItem(key), `homework_list_${student.id}`);
    await page.reload();
    await page.getByLabel('Загрузка домашних заданий').waitFor();
    await shoot(page, `profile-homework-loading-${suffix}`, { settle: false });
    await context.close();

    const emptyContext = await openScreenContext(browser, pass, empty.access);
    const emptyPage = await emptyContext.newPage();
    await emptyPage.goto('/profile');
    await emptyPage.getByText('Домашних заданий пока нет').waitFor();
    await shoot(emptyPage, `profile-homework-empty-${suffix}`);
    await emptyContext.close();
  }
});
