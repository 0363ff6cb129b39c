import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRawRequest } from '@ege/tools/test/send-raw-request';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

/*
 * What Fastify, @fastify/multipart and Node's HTTP parser answer by themselves: each in Russian as
 * `{detail}` with its status (decision 047); tRPC's own errors keep tRPC's envelope.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

const json = { 'content-type': 'application/json' };
const post = (url: string, headers: Record<string, string>, payload: string) => t.app.inject({ method: 'POST', url, headers, payload });
const answerOf = (response: { statusCode: number; json(): unknown }) => [response.statusCode, response.json()];
const raw = (head: string, body = '') => sendRawRequest(port, `${head}\r\nConnection: close\r\n\r\n${body}`);
const rawAnswerOf = (response: { status: number; headers: Record<string, string>; body: string }) => {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return [response.status, JSON.parse(response.body) as unknown];
};

describe("Fastify's own errors, through app.inject()", () => {
  it('an unknown route: 404 in JSON under /api and /media, in tRPC\'s envelope under /trpc; other pages stay the web app\'s', async () => {
    for (const [method, url] of [['GET', '/api/no-such-thing/'], ['POST', '/api/no/such/'], ['DELETE', '/api/users/login/'], ['PROPFIND', '/api/users/login/'], ['GET', '/media']] as const) {
      expect(answerOf(await t.app.inject({ method: method as 'GET', url })), `${method} ${url}`).toEqual([404, { detail: 'Не найдено' }]);
    }
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/noSuch.procedure' });
    expect(trpc.statusCode).toBe(404);
    expect((trpc.json() as { error: { message: string; data: { detail: string } } }).error).toMatchObject({ message: 'Не найдено', data: { detail: 'Не найдено' } });
    const page = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([404, 'text/plain; charset=utf-8']);
  });

  it('405 comes only from tRPC (a query method for a mutation), in Russian', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/users.login' });
    expect(response.statusCode).toBe(405);
    expect((response.json() as { error: { data: { detail: string } } }).error.data.detail).toBe('Метод не поддерживается');
  });

  it('413 for a body over 1 MB, over REST and tRPC, declared or sent', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024) });
    const detail = 'Слишком большой запрос: не более 1 МБ (файлы — через form-data, до 10 МБ)';
    expect(answerOf(await post('/api/users/login/', json, big))).toEqual([413, { detail }]);
    expect(answerOf(await post('/trpc/users.login', json, big))).toEqual([413, { detail }]);
    const declared = await raw('POST /api/users/login/ HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 99999999', '{}');
    expect(rawAnswerOf(declared)).toEqual([413, { detail }]);
  });

  it('415 for a type no parser takes, over REST and tRPC', async () => {
    const detail = 'Неподдерживаемый тип содержимого запроса';
    expect(answerOf(await post('/api/users/login/', { 'content-type': 'text/xml' }, '<a/>'))).toEqual([415, { detail }]);
    expect(answerOf(await post('/trpc/users.login', { 'content-type': 'text/xml' }, '<a/>'))).toEqual([415, { detail }]);
    expect(answerOf(await post('/api/users/login/', { 'content-type': ';;;' }, '{}'))).toEqual([415, { detail }]);
  });

  it("400 for the JSON parser's errors and a body shorter than its Content-Length", async () => {
    expect(answerOf(await post('/api/users/login/', json, '{"username": "a",'))).toEqual([400, { detail: 'Некорректный JSON в теле запроса' }]);
    expect(answerOf(await post('/api/users/login/', json, '{"__proto__": {"x": 1}}'))).toEqual([400, { detail: 'Некорректный JSON в теле запроса' }]);
    expect(answerOf(await post('/api/users/login/', json, ''))).toEqual([400, { detail: 'Пустое тело запроса при Content-Type: application/json' }]);
    const short = await post('/api/users/login/', { ...json, 'content-length': '5' }, '{}');
    expect(answerOf(short)).toEqual([400, { detail: 'Длина тела запроса не совпадает с Content-Length' }]);
  });

  it('400 for a URL Fastify cannot decode', async () => {
    for (const url of ['/api/%', '/media/%zz', '/trpc/users.login%E0']) {
      expect(answerOf(await t.app.inject({ method: 'GET', url })), url).toEqual([400, { detail: 'Некорректный адрес запроса' }]);
    }
  });

  it("400 for @fastify/multipart's errors: a broken form, a prototype field, a form where none is read", async () => {
    const client = await signIn(t, 'student');
    const form = (body: string) => ({ 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${client.access}`, body });
    const cases = [
      form('--b\r\ncontent-disposition: form-data; name="username"\r\n\r\nab'),
      form('--b\r\ncontent-disposition: form-data; name="__proto__"\r\n\r\nab\r\n--b--\r\n'),
      { ...form('--b--\r\n'), 'content-type': 'multipart/form-data' },
    ];
    for (const { body, ...headers } of cases) {
      expect(answerOf(await t.app.inject({ method: 'PUT', url: '/api/users/profile/', headers, payload: body })), body).toEqual([400, { detail: 'Некорректные данные формы' }]);
    }
  });
});

describe("Node's HTTP parser and paths a URL parser would resolve, over a real socket", () => {
  it('431 for headers over 16 KB', async () => {
    const response = await raw(`GET /api/users/register/status/ HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(17 * 1024)}`);
    expect(rawAnswerOf(response)).toEqual([431, { detail: 'Слишком большие заголовки запроса: не более 16 КБ' }]);
  });

  it('400 for a broken Content-Length, a broken chunk, an unknown method, no Host', async () => {
    const body = 'POST /api/users/login/ HTTP/1.1\r\nHost: a\r\nContent-Type: application/json';
    expect(rawAnswerOf(await raw(`${body}\r\nContent-Length: abc`, '{}'))).toEqual([400, { detail: 'Некорректный заголовок Content-Length' }]);
    expect(rawAnswerOf(await raw(`${body}\r\nTransfer-Encoding: chunked`, 'zz\r\n{}\r\n0\r\n\r\n'))).toEqual([400, { detail: 'Некорректное тело запроса (Transfer-Encoding: chunked)' }]);
    expect(rawAnswerOf(await raw('FOO /api/users/login/ HTTP/1.1\r\nHost: a'))).toEqual([400, { detail: 'Неизвестный метод HTTP' }]);
    expect(rawAnswerOf(await raw('GET /api/users/register/status/ HTTP/1.1'))).toEqual([400, { detail: 'В запросе нет заголовка Host' }]);
    // HTTP/1.0 needs no Host: the request goes on to its route.
    expect(rawAnswerOf(await raw('GET /api/users/register/status/ HTTP/1.0'))[0]).toBe(200);
  });

  it('404 in JSON for a /media path with a dot segment, which inject() would resolve away', async () => {
    await t.deps.storage.save('kept.txt', Buffer.from('kept'));
    for (const path of ['/media/tasks/%2E%2E/kept.txt', '/media/tasks/../kept.txt', '/media/./kept.txt']) {
      expect(rawAnswerOf(await raw(`GET ${path} HTTP/1.1\r\nHost: a`)), path).toEqual([404, { detail: 'Не найдено' }]);
    }
  });
});
