import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notATerminalMessage } from './run-trainer';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-train-cmd-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function ege(...argv: string[]) {
  return runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);
}

describe('ege train: the command line', () => {
  it('needs --type or --block, not both', async () => {
    expect(await ege('train', '--as', 'x')).toMatchObject({ code: 1, stderr: expect.stringContaining('Укажите --type N (1–27) или --block') });
    expect((await ege('train', '--type', '5', '--block', '--as', 'x')).stderr).toContain('Укажите что-то одно: --type N или --block');
  });

  it('a type outside 1–27 is refused before anything opens', async () => {
    const result = await ege('train', '--type', '30', '--as', 'x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--type: Тип задания — число от 1 до 27');
  });

  it('without a terminal it says so (exit 1) instead of drawing into a pipe', async () => {
    await t.db('users').insert({ username: 'pupil', email: 'pupil@example.ru', password_hash: 'x', role: 'student' });
    const result = await ege('train', '--type', '5', '--as', 'pupil');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain(notATerminalMessage);
  });
});
