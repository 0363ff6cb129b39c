import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let t: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-data-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The real process, started the way `npm run ege` starts it; the environment is only what is given. */
function spawnEge(argv: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...argv], {
      cwd: repoRoot,
      env: { DATABASE_URL: t.url, DATA_DIR: dataDir, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the ege process', () => {
  it('users create: exit 0, the ✔ line on stdout, the user stored', async () => {
    const result = await spawnEge(['users', 'create', '--username', 'proc_teacher', '--email', 'proc@example.ru', '--password', 'secret-pass-1', '--role', 'teacher']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^✔ Пользователь proc_teacher создан\n {2}id \d+, proc@example\.ru, роль: Преподаватель \(teacher\)\n$/);
    expect(await t.db('users').where({ username: 'proc_teacher' }).first('role')).toEqual({ role: 'teacher' });
  });

  it('a bad role: a non-zero exit and the message in red on stderr', async () => {
    const result = await spawnEge(
      ['users', 'create', '--username', 'proc_bad', '--email', 'bad@example.ru', '--password', 'secret-pass-1', '--role', 'boss'],
      { FORCE_COLOR: '1' },
    );
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('\u001b[31m✖ Неверные параметры команды:');
    expect(result.stderr).toContain('--role: Роль должна быть одной из: student, teacher, author, moderator, admin');
    expect(await t.db('users').where({ username: 'proc_bad' }).first()).toBeUndefined();
  });
});
