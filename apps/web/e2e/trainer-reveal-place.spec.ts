import { expect, test } from '@playwright/test';
import { seededTrainerTasks } from './trainer-tasks';
import { registerThroughApi, signInThroughApi } from './test-users';

test("a task a variant's results revealed says so in the trainer, naming the variant (decision 051)", async ({ page, request }) => {
  const student = await registerThroughApi(request);
  const headers = { Authorization: `Bearer ${student.access}` };
  const { type5 } = seededTrainerTasks();
  const created = await request.post('/api/tasks/variants/', { headers, data: { name: 'Пробник в субботу', tasks: [type5] } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const finished = await request.post(`/api/tasks/variants/${id}/finish/`, { headers, data: { answers: {}, elapsed_seconds: 30 } });
  expect(finished.status(), await finished.text()).toBe(200);

  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${type5}`);
  await expect(page.getByText('Ответ показан в результатах варианта «Пробник в субботу»')).toBeVisible();
  await expect(page.getByText('Правильный ответ: 13')).toBeVisible();
  await expect(page.getByText('Вы подсмотрели ответ')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Ответ' })).toBeDisabled();
});
