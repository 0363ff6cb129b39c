import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginPerIp: { limit: 1000, windowSeconds: 60 },
      loginPerAccountAddress: { limit: 3, windowSeconds: 600 },
      loginPerAccount: { limit: 1000, windowSeconds: 600 },
      registerPerIp: { limit: 1000, windowSeconds: 60 },
    },
  });
});
afterAll(async () => t.close());

type ErrorBody = { detail: string; errors?: Record<string, string[]> };

describe('bad input gets a 4xx with a Russian message, never a 500', () => {
  it('malformed JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/login/', headers: { 'content-type': 'application/json' }, payload: '{"username": "a",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Некорректный JSON в теле запроса' });
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/users.login', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(trpc.statusCode).toBe(400);
  });

  it('a 1 MB username is refused as too large; a long one as invalid', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    const response = await new HttpClient(t.app).request('POST', '/api/users/register/', {
      json: { username: huge, email: 'huge@example.ru', password: 'secret-pass-1', confirmPassword: 'secret-pass-1' },
    });
    expect(response.statusCode).toBe(413);
    expect((response.json() as ErrorBody).detail).toMatch(/Слишком большой запрос/);
    const long = await new HttpClient(t.app).request('POST', '/api/users/register/', {
      json: { username: 'a'.repeat(5000), email: 'long@example.ru', password: 'secret-pass-1', confirmPassword: 'secret-pass-1' },
    });
    expect(long.statusCode).toBe(400);
    expect((long.json() as ErrorBody).errors?.username).toEqual(['Имя пользователя должно содержать от 3 до 150 символов']);
  });

  it('missing fields are named one by one', async () => {
    const response = await new HttpClient(t.app).request('POST', '/api/users/register/', { json: {} });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.errors).toMatchObject({
      username: ['Введите имя пользователя'],
      email: ['Введите адрес электронной почты'],
      password: ['Введите пароль'],
      confirmPassword: ['Повторите пароль'],
    });
    expect(body.detail).toBe('Введите имя пользователя');
  });

  it('wrong types and a non-object body', async () => {
    const typed = await new HttpClient(t.app).request('POST', '/api/users/login/', { json: { username: 123, password: ['x'] } });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys((typed.json() as ErrorBody).errors ?? {})).toEqual(['username', 'password']);
    const array = await new HttpClient(t.app).request('POST', '/api/users/login/', { json: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ detail: 'Тело запроса должно быть JSON-объектом' });
    const text = await t.app.inject({ method: 'POST', url: '/api/users/login/', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: 'Неподдерживаемый тип содержимого запроса' });
  });

  it('unknown routes are 404 in JSON under /api and /trpc', async () => {
    for (const url of ['/api/no-such-thing/', '/media/none.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect((response.json() as ErrorBody).detail, url).toBe('Не найдено');
    }
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/users.noSuchProcedure' });
    expect(trpc.statusCode).toBe(404);
    expect((trpc.json() as { error: { message: string; data: ErrorBody } }).error).toMatchObject({ message: 'Не найдено', data: { detail: 'Не найдено' } });
  });

  it('too many failed logins of one account get 429 with Retry-After', async () => {
    const client = await signIn(t, 'student', 'limited_user');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.request('POST', '/api/users/login/', { json: { username: 'limited_user', password: 'wrong-password' } })).statusCode);
    }
    // signIn spent one hit and succeeded, which clears the account's count.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await client.request('POST', '/api/users/login/', { json: { username: 'limited_user', password: 'test-password-1' } });
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as ErrorBody).detail).toMatch(/^Слишком много попыток. Повторите через \d+ мин\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('every response carries the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/register/status/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});
