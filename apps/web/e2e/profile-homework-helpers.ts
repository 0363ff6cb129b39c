import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { registerThroughApi, type TestUser } from './test-users';
import { answersAsAdmin } from './trainer-tasks';
import { apiAs } from './upload-helpers';

export type Assignment = { id: number; task_list: { id: number; type: number }[]; variant_id: number | null };
export type Student = TestUser & { access: string; id: number };

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };

/** A fresh student (through the REST API) with the id a teacher assigns homework by. */
export async function registerStudent(request: APIRequestContext): Promise<Student> {
  const user = await registerThroughApi(request);
  const profile = await request.get('/api/users/profile/', { headers: { Authorization: `Bearer ${user.access}` } });
  expect(profile.status(), await profile.text()).toBe(200);
  return { ...user, id: ((await profile.json()) as { id: number }).id };
}

/** A fresh student from a request context of his own: a second registration in one context would carry the first one's refresh cookie. */
export async function freshStudent(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<Student> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    return await registerStudent(api);
  } finally {
    await api.dispose();
  }
}

/** Homework issued by the demo teacher through the REST API, as the admin screen would. */
export async function assignAsTeacher(
  playwright: Parameters<typeof apiAs>[0],
  baseURL: string | undefined,
  student: Student,
  tasks: Record<string, number>,
  comment: string,
): Promise<Assignment> {
  const { api, auth } = await apiAs(playwright, baseURL, demoTeacher);
  try {
    const response = await api.post('/api/users/homework/', { data: { user_ids: [student.id], tasks, comment }, headers: auth });
    expect(response.status(), await response.text()).toBe(200);
    const [assignment] = (await response.json()) as Assignment[];
    return assignment!;
  } finally {
    await api.dispose();
  }
}

/** Solves a task as the student with its right answer, read as the admin. */
export async function solve(playwright: Parameters<typeof apiAs>[0], baseURL: string | undefined, request: APIRequestContext, student: Student, taskId: number) {
  const answer = (await answersAsAdmin(() => playwright.request.newContext({ baseURL }), [taskId])).get(taskId)!;
  const response = await request.post('/api/tasks/check/', {
    data: { task_id: taskId, user_answer: answer.answer, user_table_answer: answer.answers },
    headers: { Authorization: `Bearer ${student.access}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { is_correct: boolean }).is_correct).toBe(true);
}
