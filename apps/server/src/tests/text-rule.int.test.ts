import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { textRuleMessageFor } from '@ege/core/validation/text-rule';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import type { LightMyRequestResponse } from 'fastify';

/*
 * Issue 11's requests, each of which answered 500 ("invalid byte sequence for encoding UTF8: 0x00"):
 * now a 400 naming the field, over REST and over tRPC, with NUL and with a lone surrogate.
 */

type Role = 'guest' | 'student' | 'admin';
type Method = 'GET' | 'POST' | 'PUT';
type Case = { name: string; role: Role; method: Method; url: string; body?: unknown; field: string };
type Probe = { role: Role; procedure: string; input: Record<string, unknown>; field: string };
type ErrorBody = { detail: string; errors?: Record<string, string[]> };

const nul = 'a\u0000b';
let t: TestApp;
let clients: Record<Role, HttpClient>;
let taskId: number;

beforeAll(async () => {
  t = await createTestApp();
  taskId = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>x</p>', answer: { kind: 'field', value: '1' } });
  const student = await signIn(t, 'student');
  clients = { guest: (await signIn(t, 'student')) as HttpClient, student, admin: await signIn(t, 'admin') };
  clients.guest.access = undefined;
});
afterAll(async () => t.close());

function expectRefused(response: LightMyRequestResponse, field: string, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
  const body = response.json() as ErrorBody & { error?: { data: ErrorBody } };
  const error = body.error?.data ?? body;
  expect(error.errors?.[field], `${label}: ${response.body}`).toEqual([textRuleMessageFor(field)]);
  expect(error.detail, label).toBe(textRuleMessageFor(field));
}

const restCases = (): Case[] => [
  { name: 'login', role: 'guest', method: 'POST', url: '/api/users/login/', body: { username: nul, password: 'x' }, field: 'username' },
  { name: 'user search', role: 'admin', method: 'GET', url: '/api/users/search/?q=a%00b', field: 'q' },
  { name: 'user lookup', role: 'admin', method: 'GET', url: '/api/users/lookup/?usernames=%00', field: 'usernames.0' },
  { name: 'check (field)', role: 'student', method: 'POST', url: '/api/tasks/check/', body: { task_id: taskId, user_answer: nul }, field: 'user_answer' },
  { name: 'check (table)', role: 'student', method: 'POST', url: '/api/tasks/check/', body: { task_id: taskId, user_table_answer: [['1', nul]] }, field: 'user_table_answer.0.1' },
  { name: 'variant create', role: 'student', method: 'POST', url: '/api/tasks/variants/', body: { name: nul, tasks: [taskId] }, field: 'name' },
  { name: 'variant update', role: 'student', method: 'PUT', url: '/api/tasks/variants/1/', body: { name: nul }, field: 'name' },
  { name: 'variant progress', role: 'student', method: 'PUT', url: '/api/tasks/variants/1/progress/', body: { answers: { [taskId]: { user_answer: nul } }, elapsed_seconds: 1 }, field: `answers.${taskId}.user_answer` },
  { name: 'variant finish', role: 'student', method: 'POST', url: '/api/tasks/variants/1/finish/', body: { answers: { [taskId]: { user_table_answer: [[nul]] } }, elapsed_seconds: 1 }, field: `answers.${taskId}.user_table_answer.0.0` },
  { name: 'select_tasks', role: 'student', method: 'POST', url: '/api/tasks/variants/select_tasks/', body: { tasks_by_type: { 1: 1 }, subject: nul }, field: 'subject' },
  { name: 'random task', role: 'student', method: 'GET', url: '/api/tasks/task/?subject=%00&type=1', field: 'subject' },
  { name: 'block', role: 'guest', method: 'GET', url: '/api/tasks/block-19-21/?subject=%00', field: 'subject' },
  { name: 'blocks', role: 'guest', method: 'GET', url: '/api/tasks/blocks-19-21/?subject=%00', field: 'subject' },
  { name: 'task list (subject)', role: 'admin', method: 'GET', url: '/api/tasks/tasks/?subject=%00', field: 'subject' },
  { name: 'task list (author)', role: 'admin', method: 'GET', url: '/api/tasks/tasks/?author=%00', field: 'author' },
  { name: 'homework comment', role: 'admin', method: 'POST', url: '/api/users/homework/', body: { user_ids: [1], tasks: { 1: 1 }, comment: nul }, field: 'comment' },
  { name: 'notification', role: 'admin', method: 'POST', url: '/api/users/notifications/', body: { user_id: 1, message: nul }, field: 'message' },
  { name: 'task text', role: 'admin', method: 'POST', url: '/api/tasks/tasks/', body: { type: 1, difficulty: 1, text: nul, answer: '1' }, field: 'text' },
  { name: 'task answer', role: 'admin', method: 'POST', url: '/api/tasks/tasks/', body: { type: 1, difficulty: 1, text: 'x', answer: nul }, field: 'answer' },
  { name: 'task answer as JSON rows', role: 'admin', method: 'POST', url: '/api/tasks/tasks/', body: { type: 27, difficulty: 1, text: 'x', answer: '[["1","\\u0000"]]' }, field: 'answer' },
  { name: 'block answer as JSON rows', role: 'admin', method: 'POST', url: '/api/tasks/tasks/', body: { type: '19-21', difficulty: 1, condition: 'c', question_19: 'q', answer_type_19: 'table', answer_19: '[["\\ud800"]]', question_20: 'q', answer_20: '1', question_21: 'q', answer_21: '1' }, field: 'answer_19' },
  { name: 'task subject', role: 'admin', method: 'POST', url: '/api/tasks/tasks/', body: { type: 1, difficulty: 1, text: 'x', answer: '1', subject: nul }, field: 'subject' },
  { name: 'upload draft', role: 'admin', method: 'PUT', url: '/api/tasks/upload-draft/', body: { draft: { text: nul } }, field: 'draft.text' },
  { name: 'import status', role: 'admin', method: 'POST', url: '/api/tasks/import/status/', body: { keys: ['ok', nul] }, field: 'keys.1' },
  { name: 'comment', role: 'student', method: 'POST', url: '/api/comments/', body: { text: nul, content_type: 'task', object_id: taskId }, field: 'text' },
  { name: 'comment edit', role: 'student', method: 'PUT', url: '/api/comments/1/', body: { text: nul }, field: 'text' },
];

/** The same requests as tRPC calls: the procedure and its whole input. */
const trpcProbes = (bad: string): Probe[] => [
  { role: 'guest', procedure: 'users.login', input: { username: bad, password: 'x' }, field: 'username' },
  { role: 'admin', procedure: 'users.search', input: { q: bad }, field: 'q' },
  { role: 'admin', procedure: 'users.lookup', input: { usernames: ['ok', bad] }, field: 'usernames.1' },
  { role: 'student', procedure: 'tasks.check', input: { task_id: taskId, user_answer: bad }, field: 'user_answer' },
  { role: 'student', procedure: 'tasks.check', input: { task_id: taskId, user_table_answer: [[bad]] }, field: 'user_table_answer.0.0' },
  { role: 'student', procedure: 'variants.create', input: { name: bad }, field: 'name' },
  { role: 'student', procedure: 'variants.update', input: { id: 1, name: bad }, field: 'name' },
  { role: 'student', procedure: 'variants.saveProgress', input: { id: 1, answers: { 1: { user_answer: bad } }, elapsed_seconds: 1 }, field: 'answers.1.user_answer' },
  { role: 'student', procedure: 'variants.finish', input: { id: 1, answers: { 1: { user_answer: bad } }, elapsed_seconds: 1 }, field: 'answers.1.user_answer' },
  { role: 'student', procedure: 'variants.selectTasks', input: { tasks_by_type: { 1: 1 }, subject: bad }, field: 'subject' },
  { role: 'student', procedure: 'tasks.random', input: { subject: bad, type: 1 }, field: 'subject' },
  { role: 'guest', procedure: 'tasks.block', input: { subject: bad }, field: 'subject' },
  { role: 'guest', procedure: 'tasks.blocks', input: { subject: bad }, field: 'subject' },
  { role: 'admin', procedure: 'authoring.list', input: { subject: bad }, field: 'subject' },
  { role: 'admin', procedure: 'authoring.list', input: { author: bad }, field: 'author' },
  { role: 'admin', procedure: 'homework.assign', input: { user_ids: [1], tasks: { 1: 1 }, comment: bad }, field: 'comment' },
  { role: 'admin', procedure: 'notifications.create', input: { user_id: 1, message: bad }, field: 'message' },
  { role: 'admin', procedure: 'authoring.create', input: { type: 1, difficulty: 1, text: bad, answer: '1' }, field: 'text' },
  { role: 'admin', procedure: 'authoring.create', input: { type: 27, difficulty: 1, text: 'x', answer: [['1', bad]] }, field: 'answer' },
  { role: 'admin', procedure: 'authoring.saveDraft', input: { draft: { rows: [bad] } }, field: 'draft.rows' },
  { role: 'admin', procedure: 'authoring.importStatus', input: { keys: [bad] }, field: 'keys.0' },
  { role: 'student', procedure: 'comments.create', input: { text: bad, content_type: 'task', object_id: taskId }, field: 'text' },
];

const queries = new Set(['users.search', 'users.lookup', 'tasks.random', 'tasks.block', 'tasks.blocks', 'authoring.list']);

describe('NUL and lone surrogates answer 400 naming the field', () => {
  it('over REST, as the issue sent them', async () => {
    for (const c of restCases()) {
      const response = await clients[c.role].request(c.method, c.url, c.body === undefined ? {} : { json: c.body });
      expectRefused(response, c.field, c.name);
    }
  });

  it('over REST, with a lone surrogate in JSON and in a form', async () => {
    for (const c of restCases().filter((c) => c.body !== undefined)) {
      const body = JSON.parse(JSON.stringify(c.body).replaceAll('\\u0000', '\\udc00')) as unknown;
      expectRefused(await clients[c.role].request(c.method, c.url, { json: body }), c.field, c.name);
    }
    const fields = { type: '1', difficulty: '1', text: 'a\u0000b', answer: '1' };
    const form = `${Object.entries(fields).map(([name, value]) => `--b\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--b--\r\n`;
    const multipart = await clients.admin.request('POST', '/api/tasks/tasks/', { payload: form, headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    expectRefused(multipart, 'text', 'multipart text');
  });

  it('over tRPC, queries and mutations alike', async () => {
    for (const bad of [nul, 'a\uD800', '\uDFFFb']) {
      for (const probe of trpcProbes(bad)) {
        const client = clients[probe.role];
        const response = queries.has(probe.procedure) ? await client.trpcQuery(probe.procedure, probe.input) : await client.trpcMutation(probe.procedure, probe.input);
        expectRefused(response, probe.field, `${probe.procedure} ${JSON.stringify(bad)}`);
      }
    }
  });

  it('stores no comment with a NUL, and keeps the ones without', async () => {
    const post = (text: string) => clients.student.request('POST', '/api/comments/', { json: { text, content_type: 'task', object_id: taskId } });
    expect((await post(`Вопрос${'\u0000'}`)).statusCode).toBe(400);
    expect((await post('Вопрос 😀')).statusCode).toBe(200);
    const texts = (await t.deps.db('comments').select('text')).map((row: { text: string }) => row.text);
    expect(texts).toEqual(['Вопрос 😀']);
  });
});
