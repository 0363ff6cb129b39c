import { expect, test, type Page } from '@playwright/test';
import { blockingImpacts, describeFindings, scanPage, themeRules } from './axe-scan';
import { registerStudent, type Student } from './profile-homework-helpers';
import { seededTrainerTasks } from './trainer-tasks';
import { shot } from './shot';

/** The page signed in as the student, in the theme given, the way the header's switch stores it. */
async function openAs(page: Page, student: Student, theme: 'light' | 'dark', path: string): Promise<void> {
  await page.addInitScript(
    ({ token, scheme }) => {
      window.localStorage.setItem('access', token);
      window.localStorage.setItem('theme', scheme);
    },
    { token: student.access, scheme: theme },
  );
  await page.goto(path);
}

async function solveType5(page: Page, student: Student): Promise<void> {
  const response = await page.request.post('/api/tasks/check/', {
    data: { task_id: seededTrainerTasks().type5, user_answer: '13', solving_time: 30 },
    headers: { Authorization: `Bearer ${student.access}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { is_correct: boolean }).is_correct).toBe(true);
}

/** Nothing wider than the screen: the table scrolls inside its own box. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a student sees the top with (Вы) and switches to this week', async ({ page, request }) => {
  const student = await registerStudent(request);
  await solveType5(page, student);
  await openAs(page, student, 'light', '/profile?tab=top');

  const table = page.getByRole('table', { name: 'Топ по опыту' });
  await expect(table.getByRole('columnheader')).toHaveText(['Место', 'Пользователь', 'Опыт', 'Уровень', 'Достижения']);
  const own = table.getByRole('row', { name: new RegExp(`${student.username} \\(Вы\\)`) });
  await expect(own).toHaveAttribute('aria-current', 'true');
  // Whoever is first (students of other specs share the database) wears the gold medal.
  await expect(page.getByRole('img', { name: '1 место, золотая медаль' }).first()).toBeVisible();
  await shot(page, 'top-all-1280-light');

  await page.getByText('Эта неделя', { exact: true }).click();
  await expect(page).toHaveURL(/tab=top/);
  await expect(page.getByText(/^Опыт с понедельника, \d+ \S+, 00:00 по московскому времени\.$/)).toBeVisible();
  const weekRow = table.getByRole('row', { name: new RegExp(`${student.username} \\(Вы\\)`) });
  await expect(weekRow.getByRole('cell').nth(2)).toHaveText('10');
  await expect(weekRow).toHaveAttribute('aria-current', 'true');
});

test('the pet on the profile, on a phone in the dark theme', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const student = await registerStudent(request);
  await openAs(page, student, 'dark', '/profile');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // The pet appears on the first look, hungry for the treats that solves bring.
  const pet = page.getByRole('region', { name: 'Питомец Байт' });
  await expect(pet.getByText('Лакомства: 0')).toBeVisible();
  await expect(pet.getByRole('button', { name: 'Покормить' })).toBeDisabled();
  await solveType5(page, student);
  await page.reload();
  await expect(pet.getByText('Лакомства: 1')).toBeVisible();
  await expect(pet.getByText('Радуется')).toBeVisible();
  await pet.getByRole('button', { name: 'Покормить' }).click();
  await expect(pet.getByRole('status')).toHaveText('Байт съел лакомство. Спасибо!');
  await expect(pet.getByText('Лакомства: 0')).toBeVisible();
  await expect(pet.getByRole('progressbar', { name: 'Сытость: 85 из 100' })).toBeVisible();
  await pet.getByRole('button', { name: 'Поиграть' }).click();
  await expect(pet.getByRole('status')).toHaveText('Байт наигрался и повеселел');
  await expect(pet.getByRole('button', { name: 'Поиграть' })).toBeDisabled();
  await expectNoPageOverflow(page);
  await shot(pet, 'pet-375-dark');
});

test('the top on a phone in the dark theme', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const student = await registerStudent(request);
  await solveType5(page, student);
  await openAs(page, student, 'dark', '/profile');
  await page.getByRole('tab', { name: 'Топ' }).click();
  await expect(page).toHaveURL(/tab=top/);
  const table = page.getByRole('table', { name: 'Топ по опыту' });
  await expect(table.getByRole('row', { name: new RegExp(`${student.username} \\(Вы\\)`) })).toBeVisible();
  await expectNoPageOverflow(page);
  await shot(page, 'top-all-375-dark');
  await page.getByText('Эта неделя', { exact: true }).click();
  await expect(page.getByText(/^Опыт с понедельника/)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${student.username} \\(Вы\\)`) })).toBeVisible();
  await shot(page, 'top-week-375-dark');
});

for (const [place, open] of [
  ['the pet card', async () => undefined],
  ['the top tab', async (page: Page, username: string) => {
    await page.getByRole('tab', { name: 'Топ' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`${username} \\(Вы\\)`) })).toBeVisible();
  }],
] as const) {
  test(`axe finds nothing serious or critical on ${place}, light and dark`, async ({ page, request }) => {
    const student = await registerStudent(request);
    await solveType5(page, student);
    for (const theme of ['light', 'dark'] as const) {
      await openAs(page, student, theme, '/profile');
      await expect(page.getByRole('region', { name: 'Питомец Байт' }).getByRole('progressbar')).toBeVisible();
      await open(page, student.username);
      // A full scan in light; in dark only what the theme changes (colours).
      const findings = (await scanPage(page, theme === 'light' ? undefined : themeRules)).filter((finding) => blockingImpacts.includes(finding.impact));
      expect(describeFindings(findings), `${place}, ${theme}`).toBe('');
    }
  });
}
