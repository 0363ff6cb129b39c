import { expect, test, type APIRequestContext } from '@playwright/test';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { registerThroughApi, type TestUser } from '../e2e/test-users';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { apiAs, demoStudent } from '../e2e/upload-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the staff homework screen for a look by eye (not a test).
const shoot = makeShooter('admin-homework');
const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

async function call(api: APIRequestContext, auth: Record<string, string>, method: 'post' | 'put', path: string, data: object): Promise<unknown> {
  const response = await api[method](path, { data, headers: auth });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('screenshots of the homework assignment screen', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(600_000);
  const tasks = seededTrainerTasks();
  const teacher = await apiAs(playwright, baseURL, demoTeacher);
  const studentApi = await playwright.request.newContext({ baseURL });
  const student = await registerThroughApi(studentApi);
  const studentAuth = { Authorization: `Bearer ${student.access}` };
  const { id: studentId } = (await (await studentApi.get('/api/users/profile/', { headers: studentAuth })).json()) as { id: number };
  await call(studentApi, studentAuth, 'post', '/api/tasks/check/', { task_id: tasks.type5, user_answer: '13', solving_time: 42 });

  const [older] = (await call(teacher.api, teacher.auth, 'post', '/api/users/homework/', { user_ids: [studentId], tasks: { '2': 2 }, comment: 'Разминка' })) as HomeworkAssignment[];
  await call(teacher.api, teacher.auth, 'put', '/api/users/homework/', { user_id: studentId, assignment_id: older!.id, status: 'completed' });
  const [current] = (await call(teacher.api, teacher.auth, 'post', '/api/users/homework/', {
    user_ids: [studentId],
    tasks: { '1': 2, '8': 1, '19-21': 1 },
    comment: 'К пятнице. Особое внимание — заданиям 8 и блоку 19-21: разберите выигрышные стратегии.',
  })) as HomeworkAssignment[];
  const [first, second] = current!.task_list;
  await call(studentApi, studentAuth, 'post', '/api/tasks/check/', { task_id: first!.id, user_answer: 'нет', solving_time: 80 });
  await call(studentApi, studentAuth, 'post', '/api/tasks/check/', { task_id: first!.id, user_answer: 'опять нет', solving_time: 190 });
  await call(studentApi, studentAuth, 'post', '/api/tasks/check/', { task_id: second!.id, user_answer: 'нет', solving_time: 35 });
  await studentApi.dispose();
  const teacherAccess = teacher.auth.Authorization!.replace('Bearer ', '');
  await teacher.api.dispose();

  for (const pass of screenPasses) {
    const { suffix } = pass;
    const context = await openScreenContext(browser, pass, teacherAccess);
    const page = await context.newPage();
    await page.goto('/admin-homework');
    await page.getByRole('textbox', { name: 'Ученик' }).fill(student.username.slice(0, 8));
    await page.getByRole('option').first().waitFor();
    await shoot(page, `admin-homework-search-${suffix}`, { fullPage: false });
    await page.getByRole('textbox', { name: 'Ученик' }).fill(student.username);
    await page.getByRole('option', { name: new RegExp(`^${student.username} `) }).click();
    await page.getByRole('button', { name: /^ДЗ от / }).first().click();
    await page.getByRole('table', { name: 'Задачи ДЗ' }).waitFor();
    await shoot(page, `admin-homework-${suffix}`);
    await page.getByRole('button', { name: 'Изменить' }).click();
    await page.getByRole('dialog', { name: 'Изменить ДЗ' }).waitFor();
    await shoot(page, `admin-homework-edit-${suffix}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog', { name: 'Удалить ДЗ?' }).waitFor();
    await shoot(page, `admin-homework-delete-${suffix}`, { fullPage: false });
    await context.close();
  }

  const student2 = await apiAs(playwright, baseURL, demoStudent);
  const studentAccess = student2.auth.Authorization!.replace('Bearer ', '');
  await student2.api.dispose();
  for (const pass of screenPasses.filter((p) => p.scheme === 'dark')) {
    const context = await openScreenContext(browser, pass, studentAccess);
    const page = await context.newPage();
    await page.goto('/admin-homework');
    await page.getByText('Доступ только для администратора').waitFor();
    await shoot(page, `admin-homework-student-${pass.suffix}`);
    await context.close();
  }
});
