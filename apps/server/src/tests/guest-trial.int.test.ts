import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { storeGeneratedTask } from '@ege/core/tasks/authoring/store-generated-task';
import type { ClaimGuestAttemptsResult, TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, generousRateLimits, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let easy: number;
let other: number;
let generated: number;

beforeAll(async () => {
  // Three counted guest checks an address (an empty answer is not counted): the fourth is refused.
  t = await createTestApp({ rateLimits: { ...generousRateLimits, guestCheck: { limit: 3, windowSeconds: 600 } } });
  easy = await insertTask(t.deps.db, { type: 3, difficulty: 1, text: '<p>Гостевая</p>', answer: { kind: 'field', value: '15' }, solution: '<p>Разбор</p>' });
  other = await insertTask(t.deps.db, { type: 3, difficulty: 1, text: '<p>Вторая</p>', answer: { kind: 'field', value: '8' } });
  generated = await storeGeneratedTask(t.deps, { type: 5, seed: 'guest-seed', difficulty: 1 });
});
afterAll(async () => t.close());

const guestCheck = (client: HttpClient, task_id: number, user_answer: string) =>
  client.request('POST', '/api/tasks/guest-check/', { json: { task_id, solving_time: 20, user_answer } });

describe('a guest tries the trainer (issue 26)', () => {
  it('gets a random bank task and a task by id without answer, solution or seed', async () => {
    const guest = new HttpClient(t.app);
    const random = await guest.request('GET', '/api/tasks/task/?subject=inf&type=3');
    expect(random.statusCode, random.body).toBe(200);
    expect([easy, other]).toContain((random.json() as TaskPayload).id);
    for (const id of [easy, generated]) {
      const response = await guest.request('GET', `/api/tasks/task/${id}/`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('guest-seed');
      const task = response.json() as TaskPayload;
      expect(task.answer ?? null).toBeNull();
      expect(task.solution ?? null).toBeNull();
    }
    // Nothing generated into the bank for a guest: a type with no bank task is a 404 with the spec's text.
    const none = await guest.request('GET', '/api/tasks/task/?subject=inf&type=9');
    expect(none.statusCode).toBe(404);
    expect(await t.deps.db('tasks').count({ n: '*' }).first()).toMatchObject({ n: 3 });
  });

  it('checks an answer with the verdict only, stores nothing, and the signed-in check still wants a token', async () => {
    const guest = new HttpClient(t.app);
    const wrong = await guestCheck(guest, easy, '14');
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toEqual({ is_correct: false, solved_parts: null, feedback_parts: null, points: 0, max_points: 1, error: 'Неверно' });
    const right = await guestCheck(guest, easy, ' 15 ');
    expect(right.json()).toMatchObject({ is_correct: true, error: null });
    expect(right.body).not.toContain('Разбор');
    const empty = await guestCheck(guest, easy, '  ');
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { detail: string }).detail).toBe('Ответ не может быть пустым');
    expect(await t.deps.db('task_attempts').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect((await guest.request('POST', '/api/tasks/check/', { json: { task_id: easy, user_answer: '15' } })).statusCode).toBe(401);
    // The fourth counted check from this address within the window is refused (limit 3 in this app).
    expect((await guestCheck(guest, other, '1')).statusCode).toBe(200);
    const limited = await guestCheck(guest, other, '2');
    expect(limited.statusCode).toBe(429);
  });

  it("makes the guest's attempts the new account's once, re-checked, experience by the ledger's rules", async () => {
    const student = await signIn(t, 'student');
    const attempts = [
      { task_id: easy, solving_time: 40, user_answer: '14' },
      { task_id: easy, solving_time: 50, user_answer: '15' },
      // Replayed right answer, an unknown task and an empty one: no second solve, the others stay behind.
      { task_id: easy, solving_time: 55, user_answer: '15' },
      { task_id: 999_999, solving_time: 5, user_answer: '1' },
      { task_id: other, solving_time: 5, user_answer: ' ' },
    ];
    const claims = await Promise.all([1, 2].map(() => student.request('POST', '/api/tasks/guest-attempts/', { json: { attempts } })));
    const statuses = claims.map((claim) => claim.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const taken = claims.find((claim) => claim.statusCode === 200)!.json() as ClaimGuestAttemptsResult;
    expect(taken).toMatchObject({ taken: 3, solved: 1 });
    expect(taken.experience_gained).toBeGreaterThan(0);
    expect(taken.experience_points).toBe(taken.experience_gained);
    const refused = claims.find((claim) => claim.statusCode === 409)!.json() as { detail: string };
    expect(refused.detail).toBe('Попытки гостя уже перенесены в этот аккаунт');

    const me = (await student.request('GET', '/api/users/profile/')).json() as { id: number; experience_points: number };
    expect(me.experience_points).toBe(taken.experience_gained);
    const rows = (await t.deps.db('task_attempts').where({ user_id: me.id }).orderBy('attempt_number').select('user_answer', 'is_correct', 'attempt_number')) as { user_answer: string; is_correct: boolean }[];
    expect(rows.map((row) => [row.user_answer, row.is_correct])).toEqual([
      ['14', false],
      ['15', true],
      ['15', true],
    ]);
    const ledger = await t.deps.db('experience_ledger').where({ user_id: me.id }).count({ n: '*' }).first();
    expect(ledger).toMatchObject({ n: 1 });
    // A later claim, from another tab, takes nothing.
    expect((await student.request('POST', '/api/tasks/guest-attempts/', { json: { attempts } })).statusCode).toBe(409);
  });

  it('refuses a guest the claim, and more attempts than the limit', async () => {
    const guest = new HttpClient(t.app);
    expect((await guest.request('POST', '/api/tasks/guest-attempts/', { json: { attempts: [] } })).statusCode).toBe(401);
    const student = await signIn(t, 'student');
    const many = Array.from({ length: 101 }, () => ({ task_id: easy, user_answer: '1' }));
    const response = await student.request('POST', '/api/tasks/guest-attempts/', { json: { attempts: many } });
    expect(response.statusCode).toBe(400);
    // The refused claim did not use up the account's once.
    expect((await student.request('POST', '/api/tasks/guest-attempts/', { json: { attempts: [{ task_id: other, user_answer: '8' }] } })).json()).toMatchObject({ taken: 1, solved: 1 });
  });
});
