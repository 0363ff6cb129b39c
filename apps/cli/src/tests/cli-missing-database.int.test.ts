import { startServerProcess, waitUntilUp, type ServerProcess } from '@ege/tools/test/server-process';
import { createEmptyDatabase } from '@ege/tools/test/test-database';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaMissingMessage } from '../errors/exit-codes';
import { runEge } from '../testing/run-ege';

let userDir: string;
beforeAll(async () => {
  userDir = await mkdtemp(join(tmpdir(), 'ege-cli-missing-'));
});
afterAll(async () => {
  await rm(userDir, { recursive: true, force: true });
});

describe('a command beside a server that runs on another DATA_DIR', () => {
  let server: ServerProcess;
  // A folder of its own: run as root, the embedded server's user must reach it (db/src/embedded-server.ts).
  let serverDir: string;
  beforeAll(async () => {
    serverDir = await mkdtemp(join(tmpdir(), 'ege-cli-server-'));
    server = await startServerProcess({ DATA_DIR: serverDir });
    await waitUntilUp(server);
  });
  afterAll(async () => {
    await server?.stop();
    if (serverDir) await rm(serverDir, { recursive: true, force: true });
  });

  it('without DATA_DIR: no database at ./data, said with the way to the running one; no second database made', async () => {
    const result = await runEge({ INIT_CWD: userDir }, ['whoami', '--as', 'admin']);
    expect(result.code).toBe(78);
    expect(result.stderr).toContain(`База не найдена: в ${join(userDir, 'data')} нет базы тренажера`);
    expect(result.stderr).toContain('DATA_DIR=<папка>');
    expect(existsSync(join(userDir, 'data'))).toBe(false);
    // The folder the hint sends the user to is the one the server printed at its start.
    expect(server.output()).toContain(`Запуск: данные в ${serverDir}`);
  });

  it('with the server\'s DATA_DIR (relative to the user\'s folder): joins its database and leaves it running', async () => {
    const result = await runEge({ INIT_CWD: dirname(serverDir), DATA_DIR: basename(serverDir) }, ['whoami', '--as', 'admin']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('admin');
    expect((await fetch(`${server.url}/api/users/register/status/`)).status).toBe(200);
  });
});

describe('a DATABASE_URL database without the schema', () => {
  it('a command says to migrate it (exit 78); ege db migrate does, and then the command runs', async () => {
    const database = await createEmptyDatabase();
    const env = { DATABASE_URL: database.url, DATA_DIR: join(userDir, 'url-data') };
    const before = await runEge(env, ['settings', 'registration']);
    expect(before.code).toBe(78);
    expect(before.stderr).toContain(schemaMissingMessage);
    expect((await runEge(env, ['db', 'migrate'])).code).toBe(0);
    expect(await runEge(env, ['settings', 'registration'])).toMatchObject({ code: 0, stderr: '' });
  });
});
