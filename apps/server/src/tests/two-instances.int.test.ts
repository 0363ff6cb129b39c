import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilUp, type ServerProcess } from '@ege/tools/test/server-process';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';

// Two real server processes, each with its own DATA_DIR, on one PostgreSQL database: what a load
// balancer in front of them relies on (docs/deploy/several-instances.md).
const loginLimitPerIp = 6;
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
const folders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, TOKEN_SECRET: 'two-instances-'.padEnd(48, 'x'), LOGIN_LIMIT_PER_IP: String(loginLimitPerIp) };
  const start = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ege-instance-'));
    folders.push(dataDir);
    return startServerProcess({ ...env, DATA_DIR: dataDir });
  };
  [a, b] = await Promise.all([start(), start()]);
  await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

type Session = { access: string; cookies: Map<string, string> };

const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function keepCookies(response: Response, cookies: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    cookies.set(name.trim(), value);
  }
}

async function login(server: ServerProcess, username: string, password: string): Promise<Response> {
  return fetch(`${server.url}/api/users/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
}

const password = 'secret-pass-1';
let session: Session;

describe('two instances on one database', () => {
  it('a session made on one works on the other: the access token, and the refresh cookie', async () => {
    const registered = await fetch(`${a.url}/api/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'two_instances', email: 'two_instances@example.ru', password, confirmPassword: password }),
    });
    expect(registered.status).toBe(200);
    const made = await login(a, 'two_instances', password);
    expect(made.status).toBe(200);
    session = { access: ((await made.json()) as { access: string }).access, cookies: new Map() };
    keepCookies(made, session.cookies);
    expect([...session.cookies.keys()]).toEqual(expect.arrayContaining(['refresh', 'csrftoken']));

    const profile = await fetch(`${b.url}/api/users/profile/`, { headers: { authorization: `Bearer ${session.access}` } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { username: string }).username).toBe('two_instances');

    const refreshed = await fetch(`${b.url}/api/users/token/refresh-cookie/`, {
      method: 'POST',
      headers: { cookie: cookieHeader(session.cookies), 'x-csrftoken': session.cookies.get('csrftoken')! },
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const access = ((await refreshed.json()) as { access: string }).access;
    expect((await fetch(`${a.url}/api/users/profile/`, { headers: { authorization: `Bearer ${access}` } })).status).toBe(200);
    session.access = access;
  });

  it('a file uploaded through one downloads from the other, byte for byte', async () => {
    // A PNG's signature and header, then 5 MB more: the upload is checked by its first bytes.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const image = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 7)]);
    const form = new FormData();
    form.append('avatar', new Blob([image], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${a.url}/api/users/profile/`, { method: 'PUT', headers: { authorization: `Bearer ${session.access}` }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const avatar = ((await uploaded.json()) as { avatar: string }).avatar;

    const downloaded = await fetch(`${b.url}${avatar}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(image)).toBe(true);
  });

  it('rate limits are shared: failed logins on one count on the other', async () => {
    const failures = new Map<ServerProcess, number>([[a, 0], [b, 0]]);
    let refused: ServerProcess | undefined;
    for (let attempt = 0; attempt <= loginLimitPerIp && !refused; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const status = (await login(server, 'two_instances', 'wrong-password')).status;
      if (status === 429) refused = server;
      else failures.set(server, failures.get(server)! + 1);
    }
    // Neither instance alone saw the limit's worth of attempts: only the shared count could refuse.
    expect(refused).toBeDefined();
    expect(Math.max(...failures.values())).toBeLessThan(loginLimitPerIp);
    // ...and on both instances, even with the right password.
    expect((await login(a, 'two_instances', password)).status).toBe(429);
    expect((await login(b, 'two_instances', password)).status).toBe(429);
  });
});
