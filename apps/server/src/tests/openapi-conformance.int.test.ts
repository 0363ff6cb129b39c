import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createUser } from '@ege/core/identity/create-user';
import { fuzzRoles, type FuzzRole } from '@ege/tools/test/fuzz/fuzz-requests';
import { plausibleObject, type FuzzPool } from '@ege/tools/test/fuzz/malformed-values';
import { readOperations, type RestOperation } from '@ege/tools/test/fuzz/read-operations';
import { createTestApp, generousRateLimits, type TestApp } from '@ege/tools/test/test-app';
import { createConformanceChecker, type OpenApiDocument } from './create-conformance-checker';

/*
 * Issue 25 §6: every REST operation of /api/openapi.json, called by a guest, a student, a teacher and
 * an admin with plausible input and with input that must fail (a missing row, broken JSON, a body that
 * is no object), answers a status the document lists for it, with a body its schema accepts.
 */

const password = 'conformance-password-1';
let t: TestApp;
let document: OpenApiDocument;
let problemOf: ReturnType<typeof createConformanceChecker>;
const tokens = new Map<FuzzRole, string>();
const userIds = new Map<FuzzRole, number>();
const pool: FuzzPool = { ids: [], doomedIds: [], usernames: ['conformance_other'], password };
const problems = new Map<string, string>();
const statuses = new Map<number, number>();
let validated = 0;

async function logIn(role: FuzzRole): Promise<void> {
  const { username } = (await t.deps.db('users').where({ id: userIds.get(role) }).first('username')) as { username: string };
  const response = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`fixture login failed: ${response.body}`);
  tokens.set(role, (response.json() as { access: string }).access);
}

/** Rows for plausible ids; the fixtures' users get ids far from them, so no call renames or demotes them. */
async function makeFixtures(): Promise<void> {
  await t.deps.db.raw('ALTER SEQUENCE users_id_seq RESTART WITH 1000');
  for (const role of fuzzRoles) {
    if (role === 'guest') continue;
    userIds.set(role, (await createUser(t.deps.db, { username: `conformance_${role}`, email: `conformance_${role}@example.ru`, password, role })).id);
    await logIn(role);
  }
  await createUser(t.deps.db, { username: 'conformance_other', email: 'conformance_other@example.ru', password, role: 'student' });
  const as = async (role: FuzzRole, url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens.get(role)}` } });
    if (response.statusCode !== 200) throw new Error(`fixture ${url} failed: ${response.body}`);
    return response.json() as { id: number };
  };
  const tasks: number[] = [];
  for (let i = 0; i < 6; i++) tasks.push(await insertTask(t.deps.db, { type: 1, difficulty: 1 + (i % 3), text: `<p>Задание ${i}</p>`, answer: { kind: 'field', value: '42' } }));
  const made: number[][] = [[], [], [], []];
  for (let i = 0; i < 6; i++) {
    made[0]!.push((await as('student', '/api/tasks/variants/', { name: `Вариант ${i}`, tasks: tasks.slice(0, 3) })).id);
    made[1]!.push((await as('student', '/api/comments/', { text: `Комментарий ${i}`, content_type: 'task', object_id: tasks[0] })).id);
    made[2]!.push((await as('admin', '/api/users/notifications/', { user_id: userIds.get('student'), message: `Уведомление ${i}` })).id);
    made[3]!.push((await as('admin', '/api/news/', { title: `Новость ${i}`, content: `<p>Текст ${i}</p>` })).id);
  }
  await as('teacher', '/api/users/homework/', { user_ids: [userIds.get('student')], tasks: { 1: 1 }, comment: 'ДЗ' });
  const kept = [tasks, ...made].flatMap((ids) => ids.slice(0, 3));
  pool.ids = [...new Set(kept)];
  pool.doomedIds = [...new Set([tasks, ...made].flatMap((ids) => ids.slice(3)))].filter((id) => !pool.ids.includes(id));
  await t.deps.storage.save('tasks/conformance.png', Buffer.from('0123456789'));
}

function queryOf(values: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const pairs = Object.entries(values).flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item] as const) : [[key, value] as const]));
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(text(value))}`).join('&');
}

type Call = { url: string; payload?: string; contentType?: string };

/**
 * Plausible input (two seeded samples), a row that does not exist, and for a body: broken JSON, a body
 * that is no object, a type the server does not take; the admin also sends one over the size limit.
 */
function callsOf(op: RestOperation, role: FuzzRole, seed: number): Call[] {
  const ids = op.method === 'DELETE' ? pool.doomedIds : pool.ids;
  const urlOf = (id: string, query: Record<string, unknown>) => {
    const path = op.pathParams.reduce((url, name) => url.replace(`{${name}}`, id), op.path);
    const search = queryOf(query);
    return `/api${path}${search ? `?${search}` : ''}`;
  };
  const poolOf = { ...pool, ids };
  const samples = fc.sample(fc.tuple(plausibleObject({ type: 'object', properties: op.query }, poolOf), op.body ? plausibleObject(op.body, poolOf) : fc.constant({}), fc.constantFrom(...ids)), { seed, numRuns: 2 });
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const calls: Call[] = samples.map(([query, body, id]) => ({ url: urlOf(String(id), query), ...(hasBody ? { payload: JSON.stringify(body), contentType: 'application/json' } : {}) }));
  if (op.pathParams.length > 0) calls.push({ url: urlOf('987654', {}), ...(hasBody ? { payload: '{}', contentType: 'application/json' } : {}) });
  if (!hasBody) return calls;
  const url = urlOf(String(ids[0]), {});
  calls.push({ url, payload: '{"a":', contentType: 'application/json' }, { url, payload: '[1]', contentType: 'application/json' }, { url, payload: '<a/>', contentType: 'application/xml' });
  if (role === 'admin') calls.push({ url, payload: JSON.stringify({ text: 'я'.repeat(600_000) }), contentType: 'application/json' });
  return calls;
}

async function check(role: FuzzRole, op: RestOperation, call: Call): Promise<void> {
  const token = tokens.get(role);
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(call.contentType ? { 'content-type': call.contentType } : {}) };
  const answer = await t.app.inject({ method: op.method, url: call.url, headers, ...(call.payload === undefined ? {} : { payload: call.payload }) });
  statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
  validated++;
  const problem = problemOf(op.path, op.method.toLowerCase(), answer);
  if (problem) problems.set(`${op.method} ${op.path} ${problem.slice(0, 40)}`, `${role} ${op.method} ${call.url} ${call.payload?.slice(0, 100) ?? ''}: ${problem}`);
  // A logout ends the fixture's session: sign in again, so later calls still run as that role.
  if (role !== 'guest' && answer.statusCode < 300 && call.url.includes('logout')) await logIn(role);
}

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  problemOf = createConformanceChecker(document);
  await makeFixtures();
});
afterAll(async () => t.close());

describe('the OpenAPI document against real answers', () => {
  it('validates every operation’s answers, success and error, by every role', async () => {
    const operations = (await readOperations(t.app)).filter((op): op is RestOperation => op.kind === 'rest');
    let seed = 1;
    for (const role of fuzzRoles) {
      for (const op of operations) {
        for (const call of callsOf(op, role, seed++)) await check(role, op, call);
      }
    }
    const perStatus = JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    console.log(`openapi conformance: ${operations.length} operations, ${validated} answers validated; per status ${perStatus}`);
    const report = [...problems.values()].slice(0, 40).join('\n');
    expect(problems.size, `${problems.size} answers the document does not describe:\n${report}`).toBe(0);
    expect(operations.length).toBeGreaterThan(140);
    for (const status of [200, 204, 400, 401, 403, 404, 409, 413, 415]) expect(statuses.get(status), `no ${status} answer was checked`).toBeGreaterThan(0);
  }, 240_000);

  it('describes the server’s own routes: /media with ranges and revalidation, the theory pages, the document and its viewer', async () => {
    const media = '/media/tasks/conformance.png';
    const whole = await t.app.inject({ method: 'GET', url: media });
    const answers: [string, string, Awaited<ReturnType<typeof t.app.inject>>][] = [
      ['/media/{key}', media, whole],
      ['/media/{key}', media, await t.app.inject({ method: 'GET', url: media, headers: { range: 'bytes=2-5' } })],
      ['/media/{key}', media, await t.app.inject({ method: 'GET', url: media, headers: { 'if-none-match': String(whole.headers.etag) } })],
      ['/media/{key}', '/media/tasks/missing.png', await t.app.inject({ method: 'GET', url: '/media/tasks/missing.png' })],
      ['/theory/{folder}/text.html', '/theory/nope/text.html', await t.app.inject({ method: 'GET', url: '/theory/nope/text.html' })],
      ['/openapi.json', '/api/openapi.json', await t.app.inject({ method: 'GET', url: '/api/openapi.json' })],
      ['/docs/', '/api/docs/', await t.app.inject({ method: 'GET', url: '/api/docs/' })],
    ];
    expect(answers.map(([, url, answer]) => `${url} ${answer.statusCode}`)).toEqual([
      `${media} 200`, `${media} 206`, `${media} 304`, '/media/tasks/missing.png 404', '/theory/nope/text.html 404', '/api/openapi.json 200', '/api/docs/ 200',
    ]);
    for (const [path, url, answer] of answers) expect(problemOf(path, 'get', answer), url).toBeNull();
    const servers = (path: string) => (document.paths[path] as { servers?: { url: string }[] }).servers;
    expect(servers('/media/{key}')).toEqual([expect.objectContaining({ url: 'http://localhost' })]);
    expect(servers('/openapi.json')).toBeUndefined();
  });

  it('describes a rate limit’s 429 with its Retry-After', async () => {
    const limited = await createTestApp({ rateLimits: { ...generousRateLimits, loginPerIp: { limit: 1, windowSeconds: 60 } } });
    try {
      const payload = { username: 'nobody', password };
      await limited.app.inject({ method: 'POST', url: '/api/users/login/', payload });
      const answer = await limited.app.inject({ method: 'POST', url: '/api/users/login/', payload });
      expect([answer.statusCode, answer.headers['retry-after']]).toEqual([429, expect.stringMatching(/^\d+$/)]);
      expect(problemOf('/users/login/', 'post', answer)).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
