import { expect, test } from '@playwright/test';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { registerThroughApi, type TestUser } from '../e2e/test-users';
import { apiAs, demoAuthor } from '../e2e/upload-helpers';
import { openScreenContext, screenPasses } from './screen-passes';
import { makeShooter } from './shots-dir';

// npm run screenshots -w @ege/web: the guest landing, the trainer home with homework, the upload and homework forms (not a test).
const shoot = makeShooter('first-contact');
const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

test('screenshots of a newcomer’s first screens', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(600_000);
  // A request context each: a second registration would ride on the first one's refresh cookie.
  const studentApi = await playwright.request.newContext({ baseURL });
  const classmateApi = await playwright.request.newContext({ baseURL });
  const student = await registerThroughApi(studentApi);
  const classmate = await registerThroughApi(classmateApi);
  await classmateApi.dispose();
  const { id: studentId } = (await (await studentApi.get('/api/users/profile/', { headers: { Authorization: `Bearer ${student.access}` } })).json()) as { id: number };
  await studentApi.dispose();
  const teacher = await apiAs(playwright, baseURL, demoTeacher);
  const assigned = await teacher.api.post('/api/users/homework/', { data: { user_ids: [studentId], tasks: { '1': 1, '5': 2 }, comment: 'К пятнице: задания 1 и 5' }, headers: teacher.auth });
  expect(assigned.status(), await assigned.text()).toBe(200);
  expect(((await assigned.json()) as HomeworkAssignment[]).length).toBe(1);
  const teacherAccess = teacher.auth.Authorization!.replace('Bearer ', '');
  await teacher.api.dispose();
  const author = await apiAs(playwright, baseURL, demoAuthor);
  const authorAccess = author.auth.Authorization!.replace('Bearer ', '');
  await author.api.dispose();

  for (const pass of screenPasses) {
    const { suffix } = pass;
    const guest = await openScreenContext(browser, pass);
    const landing = await guest.newPage();
    await landing.goto('/');
    await landing.getByRole('region', { name: 'Тренажер ЕГЭ по информатике' }).waitFor();
    await shoot(landing, `guest-landing-${suffix}`, { fullPage: false });
    await landing.goto('/admin-homework');
    await landing.getByText('Доступ только для администратора').waitFor();
    await shoot(landing, `guest-admin-${suffix}`, { fullPage: false });
    await guest.close();

    const own = await openScreenContext(browser, pass, student.access);
    const page = await own.newPage();
    await page.goto('/trainer');
    await page.getByRole('region', { name: 'Текущее домашнее задание' }).waitFor();
    await shoot(page, `trainer-home-${suffix}`);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Начать тренировку' }).waitFor();
    await shoot(page, `profile-${suffix}`, { fullPage: false });
    await own.close();

    const staff = await openScreenContext(browser, pass, teacherAccess);
    const form = await staff.newPage();
    await form.goto('/admin-homework');
    await form.getByRole('tab', { name: 'Списком' }).click();
    await form.getByRole('textbox', { name: 'Список учеников' }).fill(`${student.username}\n${classmate.username}\nnobody_here`);
    await form.getByRole('button', { name: /^Добавить учеников/ }).click();
    await form.getByText('Не найдены: nobody_here').waitFor();
    await form.getByRole('textbox', { name: 'Задание 8', exact: true }).fill('1');
    await form.getByRole('button', { name: 'Предпросмотр' }).click();
    await form.getByRole('region', { name: 'Предпросмотр ДЗ' }).waitFor();
    await shoot(form, `homework-form-${suffix}`);
    await staff.close();

    const authoring = await openScreenContext(browser, pass, authorAccess);
    const upload = await authoring.newPage();
    await upload.goto('/upload-task');
    await upload.getByRole('button', { name: 'Загрузить задачу' }).click();
    await upload.getByText('Укажите текст задания').waitFor();
    await shoot(upload, `upload-form-${suffix}`);
    await authoring.close();
  }
});
