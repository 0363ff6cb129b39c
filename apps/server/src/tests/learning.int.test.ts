import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { ForecastView, MasteryView, PracticeNext, PracticeSummary } from '@ege/core/learning/learning-schemas';
import { forecastMinTasks } from '@ege/core/learning/get-forecast';
import { pickDueTypes } from '@ege/core/learning/pick-due-types';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

const today = '2026-11-25T12:00:00Z';
const clock = createSettableClock(today);
let t: TestApp;
/** Tasks per type; every answer is '42'. */
const bank = new Map<number, number[]>();

async function getJson<T>(client: HttpClient, url: string): Promise<T> {
  const response = await client.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
async function answer(client: HttpClient, taskId: number, right: boolean, solvingTime = 90) {
  const response = await client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: right ? '42' : '7', solving_time: solvingTime } });
  expect(response.statusCode, response.body).toBe(200);
}
const typeOf = (mastery: MasteryView, type: number) => mastery.types.find((entry) => entry.type === type)!;

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const type of [1, 2, 3, 4]) {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await insertTask(t.deps.db, { type, difficulty: 2, text: `<p>Задача ${type}.${i}</p>`, answer: { kind: 'field', value: '42' } }));
    bank.set(type, ids);
  }
});
afterAll(async () => t.close());

describe('learning: rights and bad input', () => {
  it('answers a guest 401 in Russian on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/mastery/'],
      ['GET', '/api/users/forecast/'],
      ['GET', '/api/users/practice/next/'],
      ['POST', '/api/users/practice/start/'],
      ['GET', '/api/users/practice/summary/?session_id=1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect((response.json() as { detail: string }).detail).toMatch(/[а-я]/i);
    }
  });

  it('refuses a bad session id with 400 and another student\'s session with 404, in Russian', async () => {
    const owner = await signIn(t, 'student');
    const { session_id } = await getJson<PracticeNext>(owner, '/api/users/practice/next/');
    const other = await signIn(t, 'student');
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const response = await other.request('GET', `/api/users/practice/summary/?session_id=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect((response.json() as { detail: string }).detail).toMatch(/[а-я]/i);
    }
    const foreign = await other.request('GET', `/api/users/practice/summary/?session_id=${session_id}`);
    expect(foreign.statusCode).toBe(404);
    expect((foreign.json() as { detail: string }).detail).toBe('Тренировка не найдена');
    const teacher = await signIn(t, 'teacher');
    expect((await teacher.request('GET', `/api/users/practice/summary/?session_id=${session_id}`)).statusCode).toBe(404);
  });
});

describe('GET /users/mastery/ and /users/forecast/', () => {
  it('gives a new student no chance for any of the 27 types and no forecast, only how many tasks it needs', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    const mastery = await getJson<MasteryView>(student, '/api/users/mastery/');
    expect(mastery.types).toHaveLength(27);
    expect(typeOf(mastery, 5)).toEqual({ type: 5, name: expect.any(String), probability: null, attempts_used: 0, due_at: new Date(today).toISOString() });
    expect(mastery.types.every((type) => type.probability === null)).toBe(true);
    expect(await getJson<ForecastView>(student, '/api/users/forecast/')).toEqual({ status: 'insufficient', tasks_answered: 0, need: forecastMinTasks, history: [] });
  });

  it('reads only the student\'s own answers: solves raise a type, misses lower it and bring its card sooner', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    const bystander = await signIn(t, 'student');
    for (const id of bank.get(1)!.slice(0, 5)) await answer(student, id, true);
    for (const id of bank.get(2)!.slice(0, 5)) await answer(student, id, false);
    clock.advance(60_000);
    const mastery = await getJson<MasteryView>(student, '/api/users/mastery/');
    expect(typeOf(mastery, 1).probability).toBeGreaterThan(0.7);
    expect(typeOf(mastery, 2).probability).toBeLessThan(0.15);
    expect(typeOf(mastery, 3).probability).toBeNull();
    expect(typeOf(mastery, 1).attempts_used).toBe(5);
    expect(new Date(typeOf(mastery, 2).due_at).getTime()).toBeLessThan(new Date(typeOf(mastery, 1).due_at).getTime());
    expect(new Date(typeOf(mastery, 1).due_at).getTime()).toBeGreaterThan(new Date(today).getTime() + 24 * 60 * 60 * 1000);

    expect(await getJson<ForecastView>(bystander, '/api/users/forecast/')).toMatchObject({ status: 'insufficient', need: forecastMinTasks });
    expect(await getJson<ForecastView>(student, '/api/users/forecast/')).toMatchObject({ status: 'insufficient', tasks_answered: 10, need: forecastMinTasks - 10 });
    expect(typeOf(await getJson<MasteryView>(bystander, '/api/users/mastery/'), 1).attempts_used).toBe(0);
  });

  it('forecasts from 20 answered tasks and keeps one point a Moscow day for eight weeks', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    for (const id of bank.get(1)!) await answer(student, id, true);
    for (const id of [...bank.get(2)!, ...bank.get(3)!.slice(0, 4)]) await answer(student, id, false);
    const first = await getJson<ForecastView>(student, '/api/users/forecast/');
    expect(first.status).toBe('ready');
    if (first.status !== 'ready') return;
    expect(first.p10).toBeLessThanOrEqual(first.expected_test_score);
    expect(first.expected_test_score).toBeLessThanOrEqual(first.p90);
    expect(Object.keys(first.chances).sort()).toEqual(['40', '46', '70', '80']);
    expect(first.history).toEqual([{ day: '2026-11-25', expected_test_score: first.expected_test_score, p10: first.p10, p90: first.p90 }]);

    clock.set('2026-11-26T12:00:00Z');
    for (const id of bank.get(4)!.slice(0, 4)) await answer(student, id, true);
    await getJson<ForecastView>(student, '/api/users/forecast/');
    const forecast = await getJson<ForecastView>(student, '/api/users/forecast/');
    expect(forecast.history.map((point) => point.day)).toEqual(['2026-11-25', '2026-11-26']);
    expect(forecast.history[1]!.expected_test_score).toBeGreaterThan(forecast.history[0]!.expected_test_score);
    clock.set('2027-01-25T12:00:00Z');
    const later = await getJson<ForecastView>(student, '/api/users/forecast/');
    expect(later.history.map((point) => point.day)).toEqual(['2027-01-25']);
  });
});

describe('the weak-type session', () => {
  it('serves ten tasks by schedule, keeps the current one across reloads and sums up', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    // Type 1 is strong and seen; the others are untried, so they come first.
    for (const id of bank.get(1)!.slice(0, 4)) await answer(student, id, true, 40);
    clock.advance(60_000);

    const first = await getJson<PracticeNext>(student, '/api/users/practice/next/');
    expect(first).toMatchObject({ size: 10, position: 1, answered: 0, done: false });
    expect(first.task!.type).not.toBe(1);
    expect(await getJson<PracticeNext>(student, '/api/users/practice/next/')).toEqual(first);

    const served: PracticeNext[] = [];
    let next = first;
    let missedType = 0;
    let lastType = 0;
    for (let i = 0; i < 10; i++) {
      served.push(next);
      // The first and the last task of the session are missed, the rest solved.
      if (i === 0) missedType = next.task!.type;
      if (i === 9) lastType = next.task!.type;
      await answer(student, next.task!.id, i !== 0 && i !== 9);
      clock.advance(2 * 60_000);
      next = await getJson<PracticeNext>(student, '/api/users/practice/next/');
    }
    expect(next).toMatchObject({ session_id: first.session_id, position: 10, answered: 10, done: true, task: null });
    expect(served.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // No type twice within three tasks: the last two served wait.
    served.forEach((entry, i) => {
      if (i >= 1) expect(entry.task!.type).not.toBe(served[i - 1]!.task!.type);
      if (i >= 2) expect(entry.task!.type).not.toBe(served[i - 2]!.task!.type);
    });
    // The missed type comes back within the session.
    expect(served.slice(1).some((entry) => entry.task!.type === missedType)).toBe(true);

    const summary = await getJson<PracticeSummary>(student, `/api/users/practice/summary/?session_id=${first.session_id}`);
    expect(summary).toMatchObject({ session_id: first.session_id, finished: true, answered: 10, solved_first_try: 8 });
    expect(summary.types.reduce((sum, type) => sum + type.tasks, 0)).toBe(10);
    // Every practised type was untried before the session: no chance then, one now.
    expect(summary.types.every((type) => type.before === null && type.after > 0)).toBe(true);
    // A type missed a minute ago is due again at once; untried types are not listed.
    expect(summary.due_tomorrow.map((type) => type.type)).toContain(lastType);
    expect(summary.due_tomorrow.every((type) => served.some((entry) => entry.task!.type === type.type) || type.type === 1)).toBe(true);

    const fresh = await getJson<PracticeNext>(student, '/api/users/practice/next/');
    expect(fresh.session_id).not.toBe(first.session_id);
    expect(fresh).toMatchObject({ position: 1, answered: 0, done: false });
  });

  it('starts over on POST /users/practice/start/, closing the open session', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    const open = await getJson<PracticeNext>(student, '/api/users/practice/next/');
    const response = await student.request('POST', '/api/users/practice/start/');
    expect(response.statusCode).toBe(200);
    const { session_id } = response.json() as { session_id: number };
    expect(session_id).not.toBe(open.session_id);
    expect((await getJson<PracticeSummary>(student, `/api/users/practice/summary/?session_id=${open.session_id}`)).finished).toBe(true);
    expect((await getJson<PracticeNext>(student, '/api/users/practice/next/')).session_id).toBe(session_id);
  });

  it('gives the daily quest the due types: a missed type first, then the untried ones, a solved type later', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    const me = (await student.request('GET', '/api/users/me/')).json() as { id: number };
    for (const id of bank.get(1)!.slice(0, 3)) await answer(student, id, true, 40);
    await answer(student, bank.get(2)![0]!, false);
    clock.advance(24 * 60 * 60 * 1000);
    const due = await pickDueTypes(t.deps, me.id, 27);
    expect(due).toHaveLength(27);
    // The missed type 2 is due again (a minute after the miss) and comes before the untried ones, which
    // have no data (not a weakness); type 1 is due days later.
    expect(due[0]).toBe(2);
    expect(due.slice(0, 25)).not.toContain(1);
    expect(due.at(-1)).toBe(1);
  });

  it('opens one session when two requests come at once', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    const [a, b] = await Promise.all([getJson<PracticeNext>(student, '/api/users/practice/next/'), getJson<PracticeNext>(student, '/api/users/practice/next/')]);
    expect(a.session_id).toBe(b.session_id);
  });

  it('replays an answer into the card once when two requests come at once', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    await getJson<MasteryView>(student, '/api/users/mastery/');
    await answer(student, bank.get(4)![0]!, false);
    await Promise.all([getJson<MasteryView>(student, '/api/users/mastery/'), getJson<MasteryView>(student, '/api/users/mastery/')]);
    const { rows } = await t.deps.db.raw<{ rows: { reps: number; lapses: number }[] }>(
      `SELECT reps, lapses FROM practice_cards c JOIN users u ON u.id = c.user_id WHERE c.type = 4 AND u.id = (SELECT user_id FROM task_attempts ORDER BY id DESC LIMIT 1)`,
    );
    expect(rows[0]).toEqual({ reps: 1, lapses: 0 });
  });
});
