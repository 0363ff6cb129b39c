import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { insertTask } from '@ege/core/tasks/insert-task';
import { createUser } from '@ege/core/users/create-user';
import { describeRequest, problemOf } from '@ege/tools/test/fuzz/check-response';
import { fuzzRoles, requestArbitrary, type FuzzRequest, type FuzzRole } from '@ege/tools/test/fuzz/fuzz-requests';
import { readFuzzSettings } from '@ege/tools/test/fuzz/fuzz-settings';
import type { FuzzPool } from '@ege/tools/test/fuzz/malformed-values';
import { readOperations, type Operation } from '@ege/tools/test/fuzz/read-operations';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

/*
 * Every REST operation of /api/openapi.json and every tRPC procedure, called by a guest, a student,
 * a teacher and an admin with generated, mostly malformed input (decision 016). No answer may be a
 * 5xx, and every 4xx carries a Russian `detail`. `npm run fuzz` runs many more with a random seed.
 */

const settings = readFuzzSettings();
const password = 'fuzz-password-1';
let t: TestApp;
let operations: Operation[];
const tokens = new Map<FuzzRole, string>();
const userIds = new Map<FuzzRole, number>();
const pool: FuzzPool = { ids: [1, 2, 3], usernames: ['fuzz_other', 'fuzz_other@example.ru'] };

/** Signs the fixture in by its current name: the fuzz may have renamed it through the profile. */
async function logIn(role: FuzzRole): Promise<void> {
  const id = userIds.get(role);
  if (id === undefined) return;
  const { username } = (await t.deps.db('users').where({ id }).first('username')) as { username: string };
  const response = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`fixture login failed: ${response.body}`);
  tokens.set(role, (response.json() as { access: string }).access);
}

async function send(request: FuzzRequest) {
  const token = tokens.get(request.role);
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers };
  return t.app.inject({ method: request.method as 'GET', url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
}

/** A few real rows, so that plausible ids and names reach the services' deep paths. */
async function makeFixtures(): Promise<void> {
  for (const role of fuzzRoles) {
    if (role === 'guest') continue;
    userIds.set(role, (await createUser(t.deps.db, { username: `fuzz_${role}`, email: `fuzz_${role}@example.ru`, password, role })).id);
    await logIn(role);
  }
  // Never a fixture's own name in the pool: a role change or a rename by the fuzz would spoil later cases.
  await createUser(t.deps.db, { username: 'fuzz_other', email: 'fuzz_other@example.ru', password, role: 'student' });
  const taskIds = [
    await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>Задание</p>', answer: { kind: 'field', value: '42' } }),
    await insertTask(t.deps.db, { type: 27, difficulty: 3, text: '<p>Задание 27</p>', answer: { kind: 'table', rows: [['1', '2'], ['3', '4']] } }),
    await insertTask(t.deps.db, { type: 26, difficulty: 2, text: '<p>Задание 26</p>', answer: { kind: 'table', rows: [['5', '6']] } }),
  ];
  const as = (role: FuzzRole, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens.get(role)}` } });
  const student = (await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: { authorization: `Bearer ${tokens.get('student')}` } })).json() as { id: number };
  await as('student', 'POST', '/api/tasks/variants/', { name: 'Вариант', tasks: taskIds });
  await as('teacher', 'POST', '/api/users/homework/', { user_ids: [student.id], tasks: { 1: 1, 27: 1 }, comment: 'ДЗ' });
  await as('student', 'POST', '/api/comments/', { text: 'Комментарий', content_type: 'task', object_id: taskIds[0] });
  await as('admin', 'POST', '/api/users/notifications/', { user_id: student.id, message: 'Уведомление' });
  pool.ids = [...new Set([1, 2, 3, ...taskIds, student.id])];
}

beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
  await makeFixtures();
});
afterAll(async () => t.close());

describe('the fuzz: generated malformed requests to every operation', () => {
  it('reads every REST operation and every tRPC procedure', () => {
    const rest = operations.filter((op) => op.kind === 'rest');
    expect(rest.length).toBeGreaterThan(50);
    expect(operations.length - rest.length).toBeGreaterThanOrEqual(rest.length);
  });

  it(
    'answers no 5xx, and a Russian detail with every 4xx',
    async () => {
      const problems = new Map<string, string>();
      const statuses = new Map<number, number>();
      const replay = `replay: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs} npm run fuzz`;
      console.log(`fuzz: seed ${settings.seed}, up to ${settings.runs} requests (${replay})`);
      const started = Date.now();
      const property = fc.asyncProperty(requestArbitrary(operations, pool), async (request) => {
        const response = await send(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = problemOf(request, response);
        if (problem) {
          const key = `${request.operation}: ${problem.slice(0, 60)}`;
          if (!problems.has(key)) problems.set(key, `${problem}\n    ${describeRequest(request)}`);
        }
        // A logout may end the fixture's session: sign in again, so later cases still run as that role.
        if (request.url.includes('logout') && request.role !== 'guest' && response.statusCode < 300) await logIn(request.role);
      });
      const result = await fc.check(property, { seed: settings.seed, numRuns: settings.runs, interruptAfterTimeLimit: settings.timeLimitMs });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`fuzz: ${result.numRuns} requests in ${seconds} s, seed ${settings.seed}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      if (result.failed) throw new Error(`the fuzz itself failed (seed ${settings.seed}; ${replay})`, { cause: result.errorInstance });
      const report = [...problems.values()].slice(0, 30).map((line, i) => `${i + 1}. ${line}`).join('\n');
      expect(problems.size, `${problems.size} kinds of bad answer (seed ${settings.seed}; ${replay}):\n${report}`).toBe(0);
      expect(result.numRuns).toBeGreaterThan(Math.min(settings.runs, 1000) - 1);
    },
    settings.timeLimitMs + 60_000,
  );
});
