import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilUp, type ServerProcess } from '@ege/tools/test/server-process';
import { createEmptyDatabase } from '@ege/tools/test/test-database';

const started: ServerProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ege-start-'));
  folders.push(dir);
  return dir;
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function registerAndLogin(a: ServerProcess, b: ServerProcess, name: string): Promise<void> {
  const password = 'secret-pass-1';
  const registered = await post(`${a.url}/api/users/register/`, { username: name, email: `${name}@example.ru`, password, confirmPassword: password });
  expect(registered.status).toBe(200);
  const login = await post(`${b.url}/api/users/login/`, { username: name, password });
  expect(login.status).toBe(200);
}

// Two starts on one fresh database of the run's server (PostgreSQL of the machine or the embedded one); the
// starts that share an embedded server in one DATA_DIR are in embedded-start.int.test.ts.
describe('two server instances starting at once', () => {
  it('both come up on one fresh database, which is migrated once', async () => {
    const database = await createEmptyDatabase();
    const env = { DATABASE_URL: database.url, TOKEN_SECRET: 'x'.repeat(40) };
    const [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: await tempDir() }),
      startServerProcess({ ...env, DATA_DIR: await tempDir() }),
    ]);
    started.push(a!, b!);
    await Promise.all([waitUntilUp(a!), waitUntilUp(b!)]);
    await registerAndLogin(a!, b!, 'shared_db_user');

    const client = new pg.Client(database.url);
    await client.connect();
    const migrations = await client.query('SELECT name FROM knex_migrations');
    const names = migrations.rows.map((r: { name: string }) => r.name);
    const locks = await client.query('SELECT is_locked FROM knex_migrations_lock');
    const demo = await client.query("SELECT count(*)::int AS n FROM users WHERE username = 'admin'");
    await client.end();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(locks.rows).toEqual([{ is_locked: 0 }]);
    // A DATABASE_URL database is never seeded with demo accounts unasked.
    expect(demo.rows[0].n).toBe(0);
  });
});
