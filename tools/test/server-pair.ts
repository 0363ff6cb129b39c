import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import type { ServerProcess } from './server-process';

/**
 * For a test file that starts server processes: what it pushes to `started` is stopped after each test,
 * and the folders `tempDir` makes are removed then too.
 */
export function stopServersAfterEach(): { started: ServerProcess[]; tempDir: () => Promise<string> } {
  const started: ServerProcess[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
    await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
  });
  return {
    started,
    async tempDir() {
      const dir = await mkdtemp(join(tmpdir(), 'ege-start-'));
      folders.push(dir);
      return dir;
    },
  };
}

/** A JSON POST, as the web client sends one. */
export async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** One instance registers a user, the other signs them in: both serve one database. */
export async function registerAndLogin(a: ServerProcess, b: ServerProcess, name: string): Promise<void> {
  const password = 'secret-pass-1';
  const registered = await postJson(`${a.url}/api/users/register/`, { username: name, email: `${name}@example.ru`, password, confirmPassword: password });
  expect(registered.status).toBe(200);
  const login = await postJson(`${b.url}/api/users/login/`, { username: name, password });
  expect(login.status).toBe(200);
}
