import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDeviceToken } from '@ege/core/identity/device-token';
import { createUser } from '@ege/core/identity/create-user';
import { createTestApp, generousRateLimits, type TestApp } from '@ege/tools/test/test-app';

/*
 * Issue 24 §3: nobody can lock an owner out. Failures count per (account, client address), 10 per
 * 15 minutes; the account's ceiling from all addresses (15 here, 100 by default) stops everyone but a
 * browser holding the account's device cookie (decision 048). Real sockets: Linux routes all of 127/8
 * to the loopback, so the client picks its source address (127.0.0.1, 127.0.0.2, ...) and the server
 * sees it as request.ip.
 */

let t: TestApp;
let port: number;
const password = 'right-password-1';
const lockedMessage = /^Слишком много попыток\. Повторите через \d+ мин\.$/;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...generousRateLimits, loginPerAccountAddress: { limit: 10, windowSeconds: 15 * 60 }, loginPerAccount: { limit: 15, windowSeconds: 60 * 60 } },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

type Answer = { status: number; detail?: string; retryAfter?: string; setCookies: string[] };

/** POST /api/users/login/ over a real connection from the given source address. */
function login(from: string, username: string, pass: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/api/users/login/', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            detail: (JSON.parse(body) as { detail?: string }).detail,
            retryAfter: res.headers['retry-after'] as string | undefined,
            setCookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ username, password: pass }));
  });
}

async function account(name: string): Promise<number> {
  const user = await createUser(t.deps.db, { username: name, email: `${name}@example.ru`, password, role: 'admin' });
  return user.id;
}

async function failFrom(from: string, username: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(from, username, `wrong-${i}`)).status);
  return statuses;
}

const deviceCookieOf = (answer: Answer) => answer.setCookies.find((cookie) => cookie.startsWith('device='));
const deviceValueOf = (answer: Answer) => deviceCookieOf(answer)!.split(';')[0]!.slice('device='.length);

describe('failures count per (account, client address)', () => {
  it('10 wrong passwords from 127.0.0.2 leave the owner at 127.0.0.1 signing in, and refuse 127.0.0.2 even the right one', async () => {
    await account('lock_target');
    expect(await failFrom('127.0.0.2', 'lock_target', 10)).toEqual(Array(10).fill(401));

    const owner = await login('127.0.0.1', 'lock_target', password);
    expect(owner.status).toBe(200);

    for (const spelling of ['lock_target', 'LOCK_TARGET@example.ru']) {
      const refused = await login('127.0.0.2', spelling, password);
      expect(refused.status, spelling).toBe(429);
      expect(refused.detail).toMatch(lockedMessage);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // Without TRUST_PROXY a forwarded-for header is the client's word, not its address.
    expect((await login('127.0.0.2', 'lock_target', password, { 'x-forwarded-for': '127.0.0.7' })).status).toBe(429);
  });

  it('a successful sign-in sets the device cookie: signed, httpOnly, SameSite=Strict, for 180 days', async () => {
    await account('cookie_owner');
    const cookie = deviceCookieOf(await login('127.0.0.1', 'cookie_owner', password));
    expect(cookie).toMatch(/^device=\d+\.\d+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain(`Max-Age=${180 * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
  });
});

describe('the per-account ceiling against guessing from many addresses', () => {
  it('past it a new browser is refused everywhere, the owner\'s browser with its device cookie gets through, a forged or foreign cookie does not', async () => {
    const id = await account('ceiling_target');
    await account('someone_else');
    const remembered = deviceValueOf(await login('127.0.0.1', 'ceiling_target', password));
    const foreign = deviceValueOf(await login('127.0.0.1', 'someone_else', password));

    // 15 failures from three addresses, none past its own limit of 10; the 16th attempt meets the ceiling.
    expect(await failFrom('127.0.0.2', 'ceiling_target', 8)).toEqual(Array(8).fill(401));
    expect(await failFrom('127.0.0.3', 'ceiling_target', 7)).toEqual(Array(7).fill(401));
    const fresh = await login('127.0.0.4', 'ceiling_target', password);
    expect(fresh.status).toBe(429);
    expect(fresh.detail).toMatch(lockedMessage);
    expect((await login('127.0.0.1', 'ceiling_target', password)).status).toBe(429);

    const [body, signature] = [remembered.slice(0, remembered.lastIndexOf('.')), remembered.slice(remembered.lastIndexOf('.') + 1)];
    const forged = [
      `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${foreign.split('.')[0]}.${remembered.split('.').slice(1).join('.')}`,
      `${id}.${foreign.split('.').slice(1).join('.')}`,
      foreign,
      signDeviceToken(id, 'not-the-server-secret-not-the-server-secret', new Date()),
      signDeviceToken(id, t.deps.tokenSecret, new Date(Date.now() - 181 * 24 * 60 * 60 * 1000)),
      'garbage',
    ];
    for (const cookie of forged) {
      const refused = await login('127.0.0.1', 'ceiling_target', password, { cookie: `device=${cookie}` });
      expect(refused.status, cookie).toBe(429);
    }

    const owner = await login('127.0.0.5', 'ceiling_target', password, { cookie: `device=${remembered}` });
    expect(owner.status).toBe(200);
    expect(deviceCookieOf(owner)).toBeDefined();
    // The owner's success does not lift the ceiling for the guessers.
    expect((await login('127.0.0.4', 'ceiling_target', password)).status).toBe(429);
  });

  it('counts only failures against the ceiling: a shared account signs in more often than the ceiling allows', async () => {
    await account('shared_demo');
    for (let i = 0; i < 16; i++) expect((await login(`127.0.1.${i + 1}`, 'shared_demo', password)).status).toBe(200);
  });
});
