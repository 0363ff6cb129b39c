import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { blockingImpacts, describeFindings, scanPage } from './axe-scan';
import { freshStudent, type Student } from './profile-homework-helpers';
import { seededTrainerTasks } from './trainer-tasks';
import { shot } from './shot';


/** A page of its own for the student, signed in, in the theme given. */
async function pageOf(browser: Browser, student: Student, theme: 'light' | 'dark', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  await context.addInitScript(
    ({ token, scheme }) => {
      window.localStorage.setItem('access', token);
      window.localStorage.setItem('theme', scheme);
    },
    { token: student.access, scheme: theme },
  );
  const page = await context.newPage();
  await page.goto('/profile?tab=groups');
  return page;
}

async function expectNoBlockingFindings(page: Page): Promise<void> {
  await page.mouse.move(0, 0); // a hovered button's colours are not what the screen shows at rest
  const findings = (await scanPage(page)).filter((finding) => blockingImpacts.includes(finding.impact));
  expect(findings, describeFindings(findings)).toEqual([]);
}


const section = (page: Page, name: string) => page.getByRole('tablist', { name: 'Разделы группы' }).getByRole('tab', { name, exact: true }).click();

/** A POST to the REST API as the user with `access`; answers the created or changed row. */
async function post(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, access: string, path: string, data?: unknown): Promise<{ id: number }> {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${access}` } });
  try {
    const response = await context.post(path, data === undefined ? {} : { data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: number };
  } finally {
    await context.dispose();
  }
}

/** An open group of `leader` that `members` joined by accepting the leader's invitations, made through the API. */
async function groupWithMembers(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, leader: Student, members: Student[]): Promise<{ id: number; name: string }> {
  const name = `Команда ${leader.username.slice(-6)}`;
  const group = await post(playwright, baseURL, leader.access, '/api/groups/', { name, description: 'Готовимся к ЕГЭ вместе', is_public: true });
  for (const member of members) {
    const invitation = await post(playwright, baseURL, leader.access, `/api/groups/${group.id}/invitations/invite_user/`, { invited_user_username: member.username });
    await post(playwright, baseURL, member.access, `/api/groups/invitations/${invitation.id}/accept/`);
  }
  return { id: group.id, name };
}

test('a group: created, an invitation accepted from the empty state, a role that invites', async ({ browser, playwright, baseURL }) => {
  const [leader, member, third] = [await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL)];
  const groupName = `Команда ${leader.username.slice(-6)}`;

  // The leader's empty state: no invitations, the create form; the name is required.
  const a = await pageOf(browser, leader, 'light');
  await expect(a.getByRole('heading', { name: 'Приглашения в группы' })).toBeVisible();
  await expect(a.getByText('Приглашений пока нет.')).toBeVisible();
  await a.getByRole('button', { name: 'Создать группу' }).click();
  await expect(a.getByText('Название группы обязательно')).toBeVisible();
  await a.getByLabel('Название группы').fill(groupName);
  await a.getByLabel('Описание').fill('Готовимся к ЕГЭ вместе');
  await a.getByRole('button', { name: 'Создать группу' }).click();
  await expect(a.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(a.getByText(`лидер ${leader.username}`)).toBeVisible();

  // The leader invites the second student.
  await section(a, 'Приглашения');
  await a.getByRole('button', { name: 'Пригласить' }).click();
  const invite = a.getByRole('dialog', { name: 'Пригласить в группу' });
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(invite.getByText('Введите имя пользователя')).toBeVisible();
  await invite.getByLabel('Имя пользователя').fill(`  ${member.username}  `);
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(invite).toBeHidden();
  await expect(a.getByRole('row', { name: new RegExp(member.username) })).toContainText('Ожидает');

  // The second student accepts from the empty state.
  const b = await pageOf(browser, member, 'light');
  const received = b.getByRole('region', { name: 'Приглашения в группы' }).getByRole('listitem').filter({ hasText: groupName });
  await expect(received).toContainText(`Пригласил(а) ${leader.username}`);
  await received.getByRole('button', { name: 'Принять' }).click();
  await expect(b.getByRole('heading', { name: groupName })).toBeVisible();
  // Without a role there is no inviting and no settings.
  await section(b, 'Приглашения');
  await expect(b.getByRole('button', { name: 'Пригласить' })).toHaveCount(0);

  // The leader creates a role that may invite and gives it to the member.
  await a.reload();
  await section(a, 'Роли');
  await a.getByRole('button', { name: 'Создать роль' }).click();
  const roleDialog = a.getByRole('dialog', { name: 'Новая роль' });
  await roleDialog.getByRole('button', { name: 'Создать роль' }).click();
  await expect(roleDialog.getByText('Название роли обязательно')).toBeVisible();
  await roleDialog.getByLabel('Название роли').fill('Наставник');
  await roleDialog.getByRole('switch', { name: 'Приглашать в группу' }).check();
  await roleDialog.getByRole('button', { name: 'Создать роль' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(a.getByRole('listitem').filter({ hasText: 'Наставник' })).toContainText('приглашать');
  await section(a, 'Участники');
  await a.getByRole('button', { name: `Роль: ${member.username}` }).click();
  const assign = a.getByRole('dialog', { name: `Роль участника ${member.username}` });
  await assign.getByRole('combobox', { name: 'Роль' }).click();
  await a.getByRole('option', { name: 'Наставник' }).click();
  await assign.getByRole('button', { name: 'Назначить' }).click();
  await expect(assign).toBeHidden();
  await expect(a.getByRole('row', { name: new RegExp(member.username) })).toContainText('Наставник');
  await shot(a, 'groups-members-1280-light');

  // The member now invites the third student.
  await b.reload();
  await section(b, 'Приглашения');
  await b.getByRole('button', { name: 'Пригласить' }).click();
  const memberInvite = b.getByRole('dialog', { name: 'Пригласить в группу' });
  await memberInvite.getByLabel('Имя пользователя').fill(third.username);
  await memberInvite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(memberInvite).toBeHidden();
  await expect(b.getByRole('row', { name: new RegExp(third.username) })).toContainText(member.username);
});

test('a group quest fills as a member solves a task', async ({ browser, request, playwright, baseURL }) => {
  const [leader, member] = [await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL)];
  await groupWithMembers(playwright, baseURL, leader, [member]);
  const a = await pageOf(browser, leader, 'light');
  await expect(a.getByRole('heading', { name: `Команда ${leader.username.slice(-6)}` })).toBeVisible();

  // The leader generates a quest (confirmed); it fills as the member solves a task.
  await section(a, 'Квесты');
  await a.getByRole('button', { name: 'Новый квест' }).click();
  await a.getByRole('dialog', { name: 'Новый квест группы' }).getByRole('button', { name: 'Создать' }).click();
  const quest = a.getByRole('listitem').filter({ hasText: 'Командная цель' });
  await expect(quest).toContainText('Активен');
  await expect(quest).toContainText('0 из 100 опыта');
  const solved = await request.post('/api/tasks/check/', {
    data: { task_id: seededTrainerTasks().type5, user_answer: '13', solving_time: 30 },
    headers: { Authorization: `Bearer ${member.access}` },
  });
  expect(solved.status(), await solved.text()).toBe(200);
  await a.getByRole('button', { name: 'Обновить прогресс' }).click();
  await expect(quest).toContainText('10 из 100 опыта');
  await expect(quest.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  await shot(a, 'groups-quests-1280-light');
  await expectNoBlockingFindings(a);
});

test('a group on a phone in the dark theme: the overview and members, an invitation in the empty state, joining an open group from the search', async ({ browser, playwright, baseURL }) => {
  const [leader, member, third] = [await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL)];
  const { id: groupId, name: groupName } = await groupWithMembers(playwright, baseURL, leader, [member]);
  await post(playwright, baseURL, leader.access, `/api/groups/${groupId}/invitations/invite_user/`, { invited_user_username: third.username });

  // The member's phone in the dark theme: the overview, nothing wider than the screen.
  const phone = await pageOf(browser, member, 'dark', 375);
  await expect(phone.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(phone.getByText('Неделя участников')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(phone, 'groups-overview-375-dark');
  await section(phone, 'Участники');
  await shot(phone, 'groups-members-375-dark');
  await expectNoBlockingFindings(phone);

  // The third student's empty state shows the leader's invitation; the top lists the group.
  const c = await pageOf(browser, third, 'dark', 375);
  await expect(c.getByRole('region', { name: 'Приглашения в группы' }).getByRole('listitem').filter({ hasText: groupName })).toContainText(`Пригласил(а) ${leader.username}`);
  await shot(c, 'groups-empty-375-dark');
  await expectNoBlockingFindings(c);
  // An open group is also joined from the search below the form.
  await c.getByRole('textbox', { name: 'Название', exact: true }).fill(groupName);
  await c.getByRole('button', { name: 'Найти' }).click();
  await c.getByRole('button', { name: `Вступить в группу ${groupName}` }).click();
  await expect(c.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(c.getByText('Уровень 1 · 3 уч.', { exact: false })).toBeVisible();
  await c.goto('/profile?tab=top');
  await expect(c.getByRole('table', { name: 'Группы' }).getByRole('row', { name: new RegExp(groupName) })).toBeVisible();
});

test('a teacher leads a private group and picks all its members for homework at once', async ({ browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/users/login/', { data: { username: 'teacher', password: 'teacher-demo-1' } });
  expect(login.status(), await login.text()).toBe(200);
  const teacher = { ...((await login.json()) as { access: string }), username: 'teacher' };
  await api.dispose();
  const [first, second] = [await freshStudent(playwright, baseURL), await freshStudent(playwright, baseURL)];
  const groupName = `Класс ${first.username.slice(-6)}`;
  const group = await post(playwright, baseURL, teacher.access, '/api/groups/', { name: groupName, is_public: false });
  for (const student of [first, second]) {
    const invitation = await post(playwright, baseURL, teacher.access, `/api/groups/${group.id}/invitations/invite_user/`, { invited_user_username: student.username });
    await post(playwright, baseURL, student.access, `/api/groups/invitations/${invitation.id}/accept/`);
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  await context.addInitScript((token) => window.localStorage.setItem('access', token), teacher.access);
  const page = await context.newPage();
  await page.goto('/admin-homework');
  // The group he leads is one of his classes (decision 069): picked by part of its name, in any case.
  await page.getByRole('tab', { name: 'Класс' }).click();
  await page.getByRole('combobox', { name: 'Класс или группа' }).fill(groupName.slice(2).toUpperCase());
  await page.getByRole('option', { name: new RegExp(`^${groupName} учеников: 2$`) }).click();
  await page.getByRole('button', { name: 'Добавить учеников класса' }).click();
  await expect(page.getByText(`Добавлены ученики класса «${groupName}»: 2`)).toBeVisible();
  for (const student of [first, second]) await expect(page.getByRole('button', { name: `Убрать ${student.username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Убрать teacher' })).toHaveCount(0);
  await shot(page, 'groups-homework-1280-light');
});
