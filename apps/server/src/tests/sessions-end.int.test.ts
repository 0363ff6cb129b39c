import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@ege/core/identity/create-user';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, generousRateLimits, type TestApp } from '@ege/tools/test/test-app';

/* Issue 11 §2: sessions that really end, the CSRF check that no header switches off, login failures
   counted per account, and an author filter that does not tell who exists (docs/decisions/017). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...generousRateLimits, loginPerAccountAddress: { limit: 10, windowSeconds: 15 * 60 } } });
});
afterAll(async () => t.close());

const password = 'secret-pass-1';
const refused = { detail: 'Ошибка авторизации' };
const sessionExpired = { detail: 'Сессия истекла. Войдите снова.' };

async function account(name: string): Promise<void> {
  await createUser(t.deps.db, { username: name, email: `${name}@example.ru`, password, role: 'student' });
}

/** One device: its own cookie jar, signed in through the real login route. */
async function device(username: string): Promise<HttpClient> {
  const client = new HttpClient(t.app);
  const login = await client.request('POST', '/api/users/login/', { json: { username, password } });
  expect(login.statusCode, login.body).toBe(200);
  client.access = (login.json() as { access: string }).access;
  return client;
}

const profileStatus = async (client: HttpClient) => (await client.request('GET', '/api/users/profile/')).statusCode;

describe('logout ends the access token', () => {
  it('refuses the access token at once after a logout over REST, and its refresh cookie too', async () => {
    await account('leaver');
    const client = await device('leaver');
    const access = client.access;
    expect(await profileStatus(client)).toBe(200);

    const logout = await client.request('POST', '/api/users/logout/');
    expect(logout.json()).toEqual({ detail: 'Вы вышли из системы' });
    const stolen = new HttpClient(t.app);
    stolen.access = access;
    const rest = await stolen.request('GET', '/api/users/profile/');
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toEqual(refused);
    expect((await stolen.trpcQuery('users.profile')).statusCode).toBe(401);
  });

  it('ends the session by the refresh cookie alone (the CLI logs out without a bearer)', async () => {
    await account('cookie_leaver');
    const client = await device('cookie_leaver');
    const refresh = client.cookies.get('refresh')!;
    expect((await client.request('POST', '/api/users/logout/', { bearer: false })).statusCode).toBe(200);
    expect(await profileStatus(client)).toBe(401);
    client.cookies.set('refresh', refresh);
    const renewed = await client.request('POST', '/api/users/token/refresh-cookie/', { bearer: false });
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toEqual(sessionExpired);
  });

  it('keeps the other devices of the user signed in', async () => {
    await account('two_devices');
    const [laptop, phone] = [await device('two_devices'), await device('two_devices')];
    await laptop.trpcMutation('users.logout');
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(phone)).toBe(200);
    const renewed = await phone.request('POST', '/api/users/token/refresh-cookie/');
    expect(renewed.statusCode).toBe(200);
    phone.access = (renewed.json() as { access: string }).access;
    expect(await profileStatus(phone)).toBe(200);
  });

  it('keeps a session alive through rotations: a renewed access token works, and logout ends the renewed one', async () => {
    await account('rotating');
    const client = await device('rotating');
    const first = client.access;
    for (let i = 0; i < 3; i++) {
      const renewed = await client.request('POST', '/api/users/token/refresh-cookie/');
      client.access = (renewed.json() as { access: string }).access;
    }
    const old = new HttpClient(t.app);
    old.access = first;
    // The first access token of the chain still belongs to the live session until it expires.
    expect(await profileStatus(old)).toBe(200);
    await client.request('POST', '/api/users/logout/');
    expect(await profileStatus(old)).toBe(401);
    expect(await profileStatus(client)).toBe(401);
  });
});

describe('Выйти на всех устройствах', () => {
  it('refuses every device\'s access and refresh tokens, this one\'s too, and leaves other users alone', async () => {
    await account('everywhere');
    await account('bystander');
    const devices = [await device('everywhere'), await device('everywhere'), await device('everywhere')];
    const bystander = await device('bystander');
    for (const d of devices) expect(await profileStatus(d)).toBe(200);

    const done = await devices[0]!.request('POST', '/api/users/logout-all/');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: 'Вы вышли на всех устройствах' });
    expect(done.cookies.find((c) => c.name === 'refresh')?.value).toBe('');

    for (const d of devices.slice(1)) {
      expect(await profileStatus(d)).toBe(401);
      const renewed = await d.request('POST', '/api/users/token/refresh-cookie/');
      expect(renewed.statusCode).toBe(401);
      expect(renewed.json()).toEqual(sessionExpired);
    }
    expect(await profileStatus(devices[0]!)).toBe(401);
    expect(await t.deps.db('refresh_tokens as r').join('users as u', 'u.id', 'r.user_id').where('u.username', 'everywhere').whereNull('r.revoked_at')).toHaveLength(0);
    expect(await profileStatus(bystander)).toBe(200);
    expect(await profileStatus(await device('everywhere'))).toBe(200);
  });

  it('is for the signed-in only, over tRPC as well', async () => {
    expect((await new HttpClient(t.app).request('POST', '/api/users/logout-all/')).statusCode).toBe(401);
    await account('trpc_everywhere');
    const [a, b] = [await device('trpc_everywhere'), await device('trpc_everywhere')];
    expect((await a.trpcMutation('users.logoutAll')).statusCode).toBe(200);
    expect(await profileStatus(b)).toBe(401);
  });
});

describe('CSRF on the cookie, whatever other headers come with it', () => {
  it('answers the exact bypass request with 403 and spends nothing', async () => {
    await account('csrf_target');
    const victim = await device('csrf_target');
    const refresh = victim.cookies.get('refresh')!;
    for (const authorization of ['x', `Bearer ${victim.access!}`]) {
      const attack = await t.app.inject({
        method: 'POST',
        url: '/api/users/token/refresh-cookie/',
        headers: { authorization, cookie: `refresh=${refresh}` },
      });
      expect(attack.statusCode, authorization).toBe(403);
      expect(attack.json()).toEqual({ detail: 'Ошибка CSRF: отсутствует или неверный заголовок X-CSRFToken' });
      expect(attack.cookies.find((c) => c.name === 'refresh')).toBeUndefined();
    }
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.refreshCookie',
      headers: { authorization: 'x', cookie: `refresh=${refresh}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(viaTrpc.statusCode).toBe(403);
    const logout = await t.app.inject({ method: 'POST', url: '/api/users/logout/', headers: { authorization: 'x', cookie: `refresh=${refresh}` } });
    expect(logout.statusCode).toBe(403);
    expect(await profileStatus(victim)).toBe(200);
    // The page itself, with the echo, still renews.
    expect((await victim.request('POST', '/api/users/token/refresh-cookie/')).statusCode).toBe(200);
  });
});

describe('login failures count per account and address', () => {
  it('locks the account after 10 failures mixing its name and e-mail, for both spellings and the right password', async () => {
    await account('guessed');
    const client = new HttpClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const username = i % 2 === 0 ? 'guessed' : 'GUESSED@example.ru';
      statuses.push((await client.request('POST', '/api/users/login/', { json: { username, password: `wrong-${i}` } })).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const username of ['guessed', 'guessed@example.ru', 'Guessed']) {
      const locked = await client.request('POST', '/api/users/login/', { json: { username, password } });
      expect(locked.statusCode, username).toBe(429);
      expect((locked.json() as { detail: string }).detail).toMatch(/^Слишком много попыток/);
    }
  });

  it('limits a name with no account the same way, so the answers tell nothing', async () => {
    const client = new HttpClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.request('POST', '/api/users/login/', { json: { username: 'nobody_at_all', password: 'x' } })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('the authoring list by author', () => {
  it('gives an author the same answer for another existing author and for a name nobody has', async () => {
    const [author] = await Promise.all([signIn(t, 'author'), signIn(t, 'author', 'existing_author')]);
    const existing = await author.request('GET', '/api/tasks/tasks/?author=existing_author');
    const missing = await author.request('GET', '/api/tasks/tasks/?author=no_such_author');
    expect(existing.statusCode).toBe(403);
    expect(missing.statusCode).toBe(existing.statusCode);
    expect(missing.json()).toEqual(existing.json());
    expect(existing.json()).toEqual({ detail: 'Задания других авторов видит только администратор' });
  });
});
