import { expect, test } from '@playwright/test';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';
import { createVariantThroughApi, uniqueVariantName } from './variant-solving-helpers';

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };
const demoAdmin: TestUser = { username: 'admin', email: '', password: 'admin-demo-1' };
type Payload = { id: number; generator?: { id: string; version: number; seed?: string } };

// The seed rebuilds a task with its answer: a student's note names no seed, an admin's does (issue 24).
test("a variant's generated tasks carry the note without a seed, in the all-in-one and the КЕГЭ view", async ({ page, request }) => {
  const student = await registerThroughApi(request);
  const headers = { Authorization: `Bearer ${student.access}` };
  // More type 12 tasks than the demo bank has: the rest are generated (decision 040).
  const created = await request.post('/api/tasks/variants/', {
    data: { name: uniqueVariantName('Сгенерированные'), tasksByType: { '12': 15 }, fill_generated: true, mode: 'all-in-one', is_draft: false },
    headers,
  });
  expect(created.status(), await created.text()).toBe(200);
  const allInOne = ((await created.json()) as { id: number }).id;
  const variant = (await (await request.get(`/api/tasks/variants/${allInOne}/`, { headers })).json()) as { task_payloads: Payload[] };
  const generated = variant.task_payloads.filter((task) => task.generator);
  expect(generated.length).toBeGreaterThan(0);
  expect(generated.filter((task) => task.generator!.seed !== undefined)).toEqual([]);

  await signInThroughApi(page, student);
  await page.goto(`/variant/${allInOne}`);
  const notes = page.getByTestId('generated-note');
  await expect(notes).toHaveCount(generated.length);
  await expect(notes.first()).toHaveText('Сгенерированное задание');

  const kege = await createVariantThroughApi(request, student.access, {
    name: uniqueVariantName('КЕГЭ'),
    tasks: [variant.task_payloads.find((task) => !task.generator)!.id, generated[0]!.id],
    mode: 'KEGE',
    show_results_mode: 'after',
  });
  await page.goto(`/variant/${kege}`);
  await expect(page.getByRole('heading', { name: 'Задание 1 из 2' })).toBeVisible();
  // A bank task has no note; the generated one does.
  await expect(page.getByTestId('generated-note')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Номера заданий' }).getByRole('button', { name: /^Задание 2(,|$)/ }).click();
  await expect(page.getByRole('heading', { name: 'Задание 2 из 2' })).toBeVisible();
  await expect(page.getByTestId('generated-note')).toHaveText('Сгенерированное задание');
});

test("the homework preview with 'Дополнить сгенерированными заданиями' shows no shortage, and the homework's generated task shows its note (its seed to an admin only)", async ({ page, request }) => {
  // Three sign-ins through the form (teacher, student, admin): a minute ran out under load.
  const student = await registerThroughApi(request);
  await signInThroughApi(page, demoTeacher);
  await page.goto('/admin-homework');
  await page.getByRole('tab', { name: 'Списком' }).click();
  await page.getByRole('textbox', { name: 'Список учеников' }).fill(student.username);
  await page.getByRole('button', { name: 'Добавить учеников: 1' }).click();
  await expect(page.getByRole('list', { name: 'Выбранные ученики' }).getByRole('listitem')).toHaveCount(1);

  // More type 13 tasks than the demo bank has.
  await page.getByRole('textbox', { name: 'Задание 13', exact: true }).fill('20');
  const previewButton = page.getByRole('button', { name: 'Предпросмотр' });
  await previewButton.click();
  const preview = page.getByRole('region', { name: 'Предпросмотр ДЗ' });
  await expect(preview).toContainText('Не хватает нерешённых задач у учеников: 1');
  await expect(preview).toContainText('тип 13: нужно 20');

  // The option puts the preview away (it answered without it); asked again, the shortage is filled.
  await page.getByRole('checkbox', { name: 'Дополнить сгенерированными заданиями' }).check();
  await expect(preview).toHaveCount(0);
  await previewButton.click();
  await expect(preview).toContainText('Задачи найдены для всех учеников');
  await expect(preview).toContainText(`${student.username} — задач: 20.`);
  await expect(preview).toContainText(/сгенерированных при выдаче: \d+/);

  await page.getByRole('button', { name: 'Выдать ДЗ' }).click();
  await expect(page.getByText('ДЗ успешно выдано!')).toBeVisible();

  // The student's homework holds 20 tasks of type 13; the newest is generated and its task page says so.
  const list = (await (await request.get('/api/users/homework/', { headers: { Authorization: `Bearer ${student.access}` } })).json()) as { active: { tasks: Record<string, number[]> }[] };
  const ids = list.active[0]!.tasks['13']!;
  expect(ids).toHaveLength(20);
  await page.context().clearCookies();
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${Math.max(...ids)}`);
  await expect(page.getByTestId('generated-note')).toHaveText('Сгенерированное задание');

  await page.context().clearCookies();
  await signInThroughApi(page, demoAdmin);
  await page.goto(`/trainer/task/${Math.max(...ids)}`);
  await expect(page.getByTestId('generated-note')).toHaveText(/^Сгенерированное задание · seed [0-9a-f]{12}$/);
});
