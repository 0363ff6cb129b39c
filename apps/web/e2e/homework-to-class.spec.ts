import { expect, test } from '@playwright/test';
import type { HomeworkList } from '@ege/core/homework/homework-schemas';
import { registerStudent } from './profile-homework-helpers';
import { signInThroughApi, type TestUser } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

test('a teacher picks his class by part of its name, chooses types 5 and 17, and each student gets exactly those two tasks', async ({ page, playwright, baseURL }) => {
  // A request context each: a second registration would ride on the first one's refresh cookie.
  const students = [];
  for (let i = 0; i < 2; i += 1) {
    const api = await playwright.request.newContext({ baseURL });
    students.push(await registerStudent(api).finally(() => api.dispose()));
  }
  // Type 1 solved before: the old form slipped a type-1 task into the homework for it (issue 29 §2).
  const check = await page.request.post('/api/tasks/check/', {
    data: { task_id: seededTrainerTasks().field, user_answer: '42', solving_time: 30 },
    headers: { Authorization: `Bearer ${students[0]!.access}` },
  });
  expect(check.status(), await check.text()).toBe(200);

  const access = await signInThroughApi(page, demoTeacher);
  const suffix = students[0]!.username.slice(-6);
  const className = `Информатика 11Б ${suffix}`;
  const created = await page.request.post('/api/classes/', {
    data: { name: className, student_ids: students.map((student) => student.id) },
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto('/admin-homework');
  await page.getByRole('tab', { name: 'Класс' }).click();
  const picker = page.getByRole('combobox', { name: 'Класс или группа' });
  await picker.click();
  // Part of the name, in another case: no exact name needed.
  await picker.fill(`11б ${suffix}`);
  await page.getByRole('option', { name: new RegExp(`^${className} учеников: 2$`) }).click();
  await page.getByRole('button', { name: 'Добавить учеников класса' }).click();
  await expect(page.getByText(`Добавлены ученики класса «${className}»: 2`)).toBeVisible();
  const selected = page.getByRole('list', { name: 'Выбранные ученики' });
  await expect(selected.getByRole('listitem')).toHaveCount(2);
  for (const student of students) await expect(selected).toContainText(student.username);

  // Nothing is chosen for the teacher: only what he types goes into the homework.
  await expect(page.getByText('Пока не выбрано ни одной задачи.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Задание 5', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'Задание 17', exact: true }).fill('1');
  await expect(page.getByText('Всего задач каждому ученику: 2')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Задание 1', exact: true })).toHaveValue('0');

  await page.getByRole('button', { name: 'Предпросмотр' }).click();
  const preview = page.getByRole('region', { name: 'Предпросмотр ДЗ' });
  for (const student of students) await expect(preview).toContainText(`${student.username} — задач: 2.`);
  await expect(preview).not.toContainText('тип 1:');

  await page.getByRole('button', { name: 'Выдать ДЗ' }).click();
  await expect(page.getByText('ДЗ успешно выдано!')).toBeVisible();

  for (const student of students) {
    const response = await page.request.get('/api/users/homework/', { headers: { Authorization: `Bearer ${student.access}` } });
    expect(response.status(), await response.text()).toBe(200);
    const list = (await response.json()) as HomeworkList;
    expect(list.active).toHaveLength(1);
    const tasks = list.active[0]!.tasks;
    expect(Object.keys(tasks).sort()).toEqual(['17', '5']);
    expect(tasks['5']).toHaveLength(1);
    expect(tasks['17']).toHaveLength(1);
  }
});

test('a group that is not one of the teacher’s classes is found by part of its name and its members join, the teacher not among them', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const student = await registerStudent(api).finally(() => api.dispose());
  const groupName = `Кружок ${student.username.slice(-6)}`;
  const group = await page.request.post('/api/groups/', { data: { name: groupName, is_public: true }, headers: { Authorization: `Bearer ${student.access}` } });
  expect([200, 201], await group.text()).toContain(group.status());

  await signInThroughApi(page, demoTeacher);
  await page.goto('/admin-homework');
  await page.getByRole('tab', { name: 'Класс' }).click();
  await page.getByRole('combobox', { name: 'Класс или группа' }).fill(groupName.slice(3).toLowerCase());
  const listbox = page.getByRole('listbox', { name: 'Класс или группа' });
  await expect(listbox.getByText('Группы', { exact: true })).toBeVisible();
  await listbox.getByRole('option', { name: new RegExp(`^${groupName} участников: 1$`) }).click();
  await page.getByRole('button', { name: 'Добавить участников группы' }).click();
  await expect(page.getByText(`Добавлены участники группы «${groupName}»: 1`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Выбранные ученики' })).toContainText(student.username);
});
