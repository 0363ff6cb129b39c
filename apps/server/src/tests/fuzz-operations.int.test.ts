import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { insertTask, type NewAnswer } from '@ege/core/tasks/authoring/insert-task';
import { createUser } from '@ege/core/identity/create-user';
import { describeRequest, problemOf } from '@ege/tools/test/fuzz/check-response';
import { fuzzRoles, requestArbitrary, type FuzzRequest, type FuzzRole } from '@ege/tools/test/fuzz/fuzz-requests';
import { readFuzzSettings } from '@ege/tools/test/fuzz/fuzz-settings';
import type { FuzzPool } from '@ege/tools/test/fuzz/malformed-values';
import { mediaRequestArbitrary, storedMediaKeys } from '@ege/tools/test/fuzz/media-requests';
import { readOperations, type Operation } from '@ege/tools/test/fuzz/read-operations';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

/*
 * Every REST operation of /api/openapi.json and every tRPC procedure, called by a guest, a student,
 * a teacher and an admin with generated, mostly malformed input (decision 016). No answer may be a
 * 5xx, and every 4xx carries a Russian `detail`; so does every generated path under /media.
 * `npm run fuzz` runs many more with a random seed.
 */

const settings = readFuzzSettings();
const password = 'fuzz-password-1';
let t: TestApp;
let operations: Operation[];
const tokens = new Map<FuzzRole, string>();
const userIds = new Map<FuzzRole, number>();
const pool: FuzzPool = { ids: [], doomedIds: [], usernames: ['fuzz_other', 'fuzz_other@example.ru'], password };

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

/**
 * Real rows, so that plausible ids and names reach the services' deep paths: eight of each kind, the
 * first three for every operation, the rest for deletes (see FuzzPool).
 */
async function makeFixtures(): Promise<void> {
  for (const role of fuzzRoles) {
    if (role === 'guest') continue;
    userIds.set(role, (await createUser(t.deps.db, { username: `fuzz_${role}`, email: `fuzz_${role}@example.ru`, password, role })).id);
    await logIn(role);
  }
  // Never a fixture's own name in the pool: a role change or a rename by the fuzz would spoil later cases.
  await createUser(t.deps.db, { username: 'fuzz_other', email: 'fuzz_other@example.ru', password, role: 'student' });
  const as = async (role: FuzzRole, url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens.get(role)}` } });
    if (response.statusCode !== 200) throw new Error(`fixture ${url} failed: ${response.body}`);
    return response.json() as { id: number };
  };
  const studentId = userIds.get('student')!;
  const kinds: number[][] = [[], [], [], [], [], []];
  const answers: Record<number, NewAnswer> = { 1: { kind: 'field', value: '42' }, 26: { kind: 'table', rows: [['5', '6']] }, 27: { kind: 'table', rows: [['1', '2'], ['3', '4']] } };
  for (let i = 0; i < 8; i++) {
    const type = [1, 27, 26][i % 3]!;
    kinds[0]!.push(await insertTask(t.deps.db, { type, difficulty: 1 + (i % 3), text: `<p>Задание ${i}</p>`, answer: answers[type]! }));
  }
  for (let i = 0; i < 8; i++) {
    kinds[1]!.push((await as('student', '/api/tasks/variants/', { name: `Вариант ${i}`, tasks: kinds[0]!.slice(0, 3) })).id);
    kinds[2]!.push((await as('student', '/api/comments/', { text: `Комментарий ${i}`, content_type: 'task', object_id: kinds[0]![0] })).id);
    kinds[3]!.push((await as('admin', '/api/users/notifications/', { user_id: studentId, message: `Уведомление ${i}` })).id);
    await as('teacher', '/api/users/homework/', { user_ids: [studentId], tasks: { 1: 1, 27: 1 }, comment: `ДЗ ${i}` });
    kinds[5]!.push((await as('teacher', '/api/classes/', { name: `Класс ${i}`, student_ids: [studentId] })).id);
  }
  // A 19–21 block (three more tasks), for the block screens.
  const block = { type: '19-21', difficulty: 2, condition: '<p>Игра</p>', question_19: '<p>19</p>', answer_19: '5', question_20: '<p>20</p>', answer_20: '6 7', question_21: '<p>21</p>', answer_21: '8' };
  kinds[0]!.push((await as('admin', '/api/tasks/tasks/', block)).id);
  kinds[4] = ((await t.deps.db('homework_assignments').orderBy('id').select('id')) as { id: number }[]).map((row) => row.id);
  const kept = new Set([...userIds.values(), ...kinds.flatMap((ids) => ids.slice(0, 3))]);
  pool.ids = [...kept];
  pool.doomedIds = [...new Set(kinds.flatMap((ids) => ids.slice(3)))].filter((id) => !kept.has(id));
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

  it('answers a broken form or broken JSON with 400 and a Russian detail, over REST and tRPC', async () => {
    const form = '--b\r\ncontent-disposition: form-data; name="text"\r\n\r\nabc\r\n--b\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\n\r\nxxxx\r\n--b--\r\n';
    const broken: [string, string][] = [
      ['multipart/form-data; boundary=b', form.slice(0, 60)],
      ['multipart/form-data', form],
      ['multipart/form-data; boundary=other', form],
      ['multipart/form-data; boundary=b', 'garbage'],
      ['application/json', '{"type": 1,'],
    ];
    const headers = { authorization: `Bearer ${tokens.get('admin')}` };
    for (const [type, payload] of broken) {
      const response = await t.app.inject({ method: 'POST', url: '/api/tasks/tasks/', payload, headers: { ...headers, 'content-type': type } });
      expect([response.statusCode, response.json()], type).toEqual([400, { detail: type.startsWith('multipart') ? 'Некорректные данные формы' : 'Некорректный JSON в теле запроса' }]);
    }
    for (const url of ['/trpc/authoring.create', '/trpc/authoring.create?batch=1']) {
      const response = await t.app.inject({ method: 'POST', url, payload: '{"type": 1,', headers: { ...headers, 'content-type': 'application/json' } });
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain('"detail":"Некорректный JSON в запросе"');
    }
    const query = await t.app.inject({ method: 'GET', url: '/trpc/tasks.stats?input=%7B%22id%22', headers });
    expect([query.statusCode, (query.json() as { error: { data: { detail: string } } }).error.data.detail]).toEqual([400, 'Некорректный JSON в запросе']);
  });

  it('answers any path under /media with no 5xx, and a Russian detail with every 4xx', async () => {
    for (const key of storedMediaKeys) await t.deps.storage.save(key, Buffer.from(`stored ${key}`));
    const problems = new Map<string, string>();
    const statuses = new Map<number, number>();
    const property = fc.asyncProperty(mediaRequestArbitrary, async (request) => {
      const response = await send(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = problemOf(request, response);
      if (problem && !problems.has(problem.slice(0, 60))) problems.set(problem.slice(0, 60), `${problem}\n    ${describeRequest(request)}`);
    });
    // A /media request costs about a millisecond: a sixth of the procedures' count keeps it to seconds.
    const runs = Math.ceil(settings.runs / 6);
    const result = await fc.check(property, { seed: settings.seed, numRuns: runs, interruptAfterTimeLimit: settings.timeLimitMs });
    console.log(`fuzz /media: ${result.numRuns} requests, seed ${settings.seed}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    if (result.failed) throw new Error(`the /media fuzz itself failed (seed ${settings.seed})`, { cause: result.errorInstance });
    expect([...problems.values()].slice(0, 30)).toEqual([]);
    // The generated paths reach real files too, not only the refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  });

  it(
    'answers no 5xx, and a Russian detail with every 4xx',
    async () => {
      const problems = new Map<string, string>();
      const statuses = new Map<number, number>();
      const answered = new Set<string>();
      const replay = `replay: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs} npm run fuzz`;
      console.log(`fuzz: seed ${settings.seed}, up to ${settings.runs} requests (${replay})`);
      const started = Date.now();
      const property = fc.asyncProperty(requestArbitrary(operations, pool), async (request) => {
        const response = await send(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode < 300) answered.add(request.operation);
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
      // Where the generators never got past validation and the guards, the fuzz reached no service code.
      const unreached = operations.map((op) => (op.kind === 'rest' ? `${op.method} ${op.path}` : `trpc ${op.name}`)).filter((name) => !answered.has(name));
      console.log(`fuzz: operations never answered 2xx (${unreached.length}): ${unreached.join(', ')}`);
      if (result.failed) throw new Error(`the fuzz itself failed (seed ${settings.seed}; ${replay})`, { cause: result.errorInstance });
      const report = [...problems.values()].slice(0, 30).map((line, i) => `${i + 1}. ${line}`).join('\n');
      expect(problems.size, `${problems.size} kinds of bad answer (seed ${settings.seed}; ${replay}):\n${report}`).toBe(0);
      expect(result.numRuns).toBeGreaterThan(Math.min(settings.runs, 1000) - 1);
    },
    settings.timeLimitMs + 60_000,
  );
});
