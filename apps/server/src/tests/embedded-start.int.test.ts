import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postJson, registerAndLogin, stopServersAfterEach } from '@ege/tools/test/server-pair';
import { startServerProcess, waitUntilUp } from '@ege/tools/test/server-process';

const { started, tempDir } = stopServersAfterEach();

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
    const login = await postJson(`${again.url}/api/users/login/`, { username: 'embedded_user', password: 'secret-pass-1' });
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
    const login = await postJson(`${next.url}/api/users/login/`, { username: 'crash_user', password: 'secret-pass-1' });
    expect(login.status).toBe(200);
    expect(await next.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
