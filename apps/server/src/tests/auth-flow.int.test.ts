import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { rotationGraceSeconds } from '@ege/core/identity/sessions';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

const clock = createSettableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

type Session = { access: string; user: { id: number; username: string; email: string; level: number; role_label: string }; message: string };

describe('register -> login -> profile -> refresh -> logout over REST', () => {
  it('walks the whole session', async () => {
    const client = new HttpClient(t.app);
    const status = await client.request('GET', '/api/users/register/status/');
    expect(status.json()).toEqual({ registration_enabled: true, message: expect.any(String) });

    const registered = await client.request('POST', '/api/users/register/', {
      json: { username: 'rest_user', email: 'rest@example.ru', password: 'secret-pass-1', confirmPassword: 'secret-pass-1' },
    });
    expect(registered.statusCode).toBe(200);
    const session = registered.json() as Session;
    expect(session.message).toBe('Регистрация и вход успешны!');
    expect(session.user).toMatchObject({ username: 'rest_user', email: 'rest@example.ru', level: 1, role_label: 'Студент' });
    expect(JSON.stringify(session)).not.toMatch(/password/i);
    const refreshCookie = registered.cookies.find((c) => c.name === 'refresh') as { httpOnly?: boolean } | undefined;
    expect(refreshCookie?.httpOnly).toBe(true);

    client.access = undefined;
    client.cookies.delete('refresh');
    const wrong = await client.request('POST', '/api/users/login/', { json: { username: 'rest_user', password: 'nope-nope-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Неверное имя пользователя или пароль' });

    const login = await client.request('POST', '/api/users/login/', { json: { username: 'REST_USER', password: 'secret-pass-1' } });
    expect(login.statusCode).toBe(200);
    client.access = (login.json() as Session).access;

    const profile = await client.request('GET', '/api/users/profile/');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: 'rest_user', email: 'rest@example.ru', experience_points: 0, level: 1 });

    const oldAccess = client.access;
    client.access = undefined;
    const refreshed = await client.request('POST', '/api/users/token/refresh-cookie/');
    expect(refreshed.statusCode).toBe(200);
    client.access = (refreshed.json() as Session).access;
    expect(client.access).toBeTruthy();
    expect((await client.request('GET', '/api/users/profile/')).statusCode).toBe(200);
    expect(oldAccess).toBeTruthy();

    const logout = await client.request('POST', '/api/users/logout/', { bearer: false });
    expect(logout.statusCode).toBe(200);
    client.access = undefined;
    const afterLogout = await client.request('POST', '/api/users/token/refresh-cookie/');
    expect(afterLogout.statusCode).toBe(401);
  });

  it('spends a refresh token once: replayed within the grace window it buys only an access token, after it is refused', async () => {
    const client = new HttpClient(t.app);
    await client.request('POST', '/api/users/register/', {
      json: { username: 'replayer', email: 'replayer@example.ru', password: 'secret-pass-1', confirmPassword: 'secret-pass-1' },
    });
    const stolen = client.cookies.get('refresh')!;
    expect((await client.request('POST', '/api/users/token/refresh-cookie/', { bearer: false })).statusCode).toBe(200);
    client.cookies.set('refresh', stolen);
    const lateTab = await client.request('POST', '/api/users/token/refresh-cookie/', { bearer: false });
    expect(lateTab.statusCode).toBe(200);
    expect(lateTab.cookies.find((c) => c.name === 'refresh')).toBeUndefined();
    client.access = (lateTab.json() as Session).access;
    expect((await client.request('GET', '/api/users/me/')).statusCode).toBe(200);

    clock.advance(rotationGraceSeconds * 1000);
    const replay = await client.request('POST', '/api/users/token/refresh-cookie/', { bearer: false });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Сессия истекла. Войдите снова.' });
  });
});

describe('the same session over tRPC', () => {
  it('walks the whole session', async () => {
    const client = new HttpClient(t.app);
    const status = await client.trpcQuery('users.registerStatus');
    expect(trpcData<{ registration_enabled: boolean }>(status).registration_enabled).toBe(true);

    const registered = await client.trpcMutation('users.register', {
      username: 'trpc_user',
      email: 'trpc@example.ru',
      password: 'secret-pass-2',
      confirmPassword: 'secret-pass-2',
    });
    expect(registered.statusCode).toBe(200);
    expect(trpcData<Session>(registered).message).toBe('Регистрация и вход успешны!');

    client.cookies.delete('refresh');
    const login = await client.trpcMutation('users.login', { username: 'trpc_user', password: 'secret-pass-2' });
    client.access = trpcData<Session>(login).access;
    const profile = await client.trpcQuery('users.profile');
    expect(trpcData<Session['user']>(profile)).toMatchObject({ username: 'trpc_user', email: 'trpc@example.ru' });

    client.access = undefined;
    const unauthorized = await client.trpcQuery('users.profile');
    expect(unauthorized.statusCode).toBe(401);
    const refreshed = await client.trpcMutation('users.refreshCookie');
    expect(refreshed.statusCode).toBe(200);
    client.access = trpcData<Session>(refreshed).access;
    expect((await client.trpcQuery('users.profile')).statusCode).toBe(200);

    await client.trpcMutation('users.logout');
    client.access = undefined;
    expect((await client.trpcMutation('users.refreshCookie')).statusCode).toBe(401);
  });

  it('reports errors with a Russian detail inside the tRPC error data', async () => {
    const client = new HttpClient(t.app);
    const response = await client.trpcMutation('users.register', { username: 'x', email: 'bad', password: '1', confirmPassword: '2' });
    expect(response.statusCode).toBe(400);
    const data = (response.json() as { error: { data: { detail: string; errors: Record<string, string[]> } } }).error.data;
    expect(Object.keys(data.errors).sort()).toEqual(['confirmPassword', 'email', 'password', 'username']);
    expect(data.errors.confirmPassword).toEqual(['Пароли не совпадают']);
  });
});
