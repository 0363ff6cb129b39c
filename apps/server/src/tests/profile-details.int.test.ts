import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let tasks: { one: number; two: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  const insert = (type: number, value: string) => insertTask(t.deps.db, { type, difficulty: 1, text: `<p>${type}</p>`, answer: { kind: 'field', value } });
  tasks = { one: await insert(5, '11'), two: await insert(5, '12'), other: await insert(8, '13') };
});
afterAll(async () => t.close());

type Details = {
  id: number;
  email?: string;
  solved_tasks: Record<string, number[]>;
  average_solving_times: Record<string, number>;
  total_solved_tasks: number;
  homework_assignments?: { active: unknown[]; completed: unknown[] };
};

describe('the profile with its work (SPEC §3 User/profile)', () => {
  it('carries solved tasks by type, average times and the total; the own one also homework', async () => {
    const student = await signIn(t, 'student');
    const answer = (task_id: number, user_answer: string, solving_time: number) => student.request('POST', '/api/tasks/check/', { json: { task_id, user_answer, solving_time } });
    await answer(tasks.one, '11', 40);
    await answer(tasks.two, '12', 80);
    await answer(tasks.other, 'нет', 10);

    const own = (await student.request('GET', '/api/users/profile/')).json() as Details;
    expect(own.solved_tasks).toEqual({ '5': [tasks.one, tasks.two] });
    expect(own.average_solving_times).toEqual({ '5': 60 });
    expect(own.total_solved_tasks).toBe(2);
    expect(own.email).toMatch(/@example\.ru$/);
    expect(own.homework_assignments).toEqual({ active: [], completed: [], next_cursor: null });
    // tRPC answers the same.
    expect(trpcData(await student.trpcQuery('users.profile'))).toEqual(own);

    const stranger = await signIn(t, 'student');
    const seen = (await stranger.request('GET', `/api/users/profile/${own.id}/`)).json() as Details;
    expect(seen.solved_tasks).toEqual(own.solved_tasks);
    expect(seen.total_solved_tasks).toBe(2);
    expect(seen).not.toHaveProperty('email');
    expect(seen).not.toHaveProperty('homework_assignments');
  });

  it('the session call stays light: no solved tasks or homework in GET /users/me/', async () => {
    const student = await signIn(t, 'student');
    const me = (await student.request('GET', '/api/users/me/')).json() as Record<string, unknown>;
    expect(me.username).toMatch(/^student_/);
    expect(me).not.toHaveProperty('solved_tasks');
    expect(me).not.toHaveProperty('homework_assignments');
  });

  it('a guest gets 401 on the own profile and on any id; a missing user is 404 in Russian', async () => {
    const guest = new HttpClient(t.app);
    expect((await guest.request('GET', '/api/users/profile/')).statusCode).toBe(401);
    expect((await guest.request('GET', '/api/users/me/')).statusCode).toBe(401);
    expect((await guest.request('GET', '/api/users/profile/987654/')).statusCode).toBe(401);
    const missing = await (await signIn(t, 'student')).request('GET', '/api/users/profile/987654/');
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as { detail: string }).detail).toBe('Пользователь не найден');
  });
});
