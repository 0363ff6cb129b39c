import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilUp, type ServerProcess } from '@ege/tools/test/server-process';

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

// The embedded server in a DATA_DIR of the test's own, whatever TEST_DATABASE_URL says: the same on every
// backend, so this file runs once in CI (tools/run-integration.mjs leaves it out of the embedded smoke run,
// which keeps concurrent-start.int.test.ts: two starts on one fresh database of the run's server).
describe('two server instances starting at once', () => {
  it('share one embedded server in one DATA_DIR, stop it cleanly, and keep the data for the next start', async () => {
    const dataDir = await tempDir();
    const [a, b] = await Promise.all([startServerProcess({ DATA_DIR: dataDir }), startServerProcess({ DATA_DIR: dataDir })]);
    started.push(a!, b!);
    await Promise.all([waitUntilUp(a!), waitUntilUp(b!)]);
    await registerAndLogin(a!, b!, 'embedded_user');
    expect(a!.output() + b!.output()).toContain('admin / admin-demo-1');

    const owner = a!.output().includes('Создаю встроенную базу') ? a! : b!;
    const joiner = owner === a ? b! : a!;
    expect(await joiner.stop()).toBe(0);
    expect(await owner.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = await startServerProcess({ DATA_DIR: dataDir });
    started.push(again);
    await waitUntilUp(again);
    const login = await post(`${again.url}/api/users/login/`, { username: 'embedded_user', password: 'secret-pass-1' });
    expect(login.status).toBe(200);
    expect(again.output()).not.toContain('admin / admin-demo-1');
  });

  it('after a crash (SIGKILL) the next start adopts the orphaned embedded server and stops it on exit', async () => {
    const dataDir = await tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    started.push(first);
    await waitUntilUp(first);
    await registerAndLogin(first, first, 'crash_user');
    first.child.kill('SIGKILL');
    await first.stop();

    const next = await startServerProcess({ DATA_DIR: dataDir });
    started.push(next);
    await waitUntilUp(next);
    const login = await post(`${next.url}/api/users/login/`, { username: 'crash_user', password: 'secret-pass-1' });
    expect(login.status).toBe(200);
    expect(await next.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
