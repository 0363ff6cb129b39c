import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../import/import-report';
import { runEge } from '../testing/run-ege';
import { logInRemote, startRemoteServer } from '../testing/start-remote-server';

let t: TestDatabase;
let dataDir: string;
let work: string;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-rescore-data-'));
  work = await mkdtemp(join(tmpdir(), 'ege-cli-rescore-'));
  const users = [['fix_author', 'author'], ['fix_a', 'student'], ['fix_b', 'student'], ['fix_old', 'student'], ['fix_wrong', 'student'], ['fix_remote', 'author']] as const;
  for (const [username, role] of users) ids.set(username, (await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role })).id);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);

async function writeTask(root: string, answer: string, key = 'fix-05-zeros'): Promise<string> {
  await mkdir(join(root, '05/zeros'), { recursive: true });
  await writeFile(join(root, '05/zeros/task.yaml'), `key: ${key}\ntype: 5\ndifficulty: 1\nanswer: ${answer}\n`);
  await writeFile(join(root, '05/zeros/text.md'), 'Сколько нулей в двоичной записи числа 16?\n');
  return root;
}

const user = (name: string) => ids.get(name)!;
const ledger = async (name: string, taskId: number) => t.db('experience_ledger').where({ user_id: user(name), source_kind: 'solve', source_id: String(taskId) }).select('amount');
const notices = async (name: string) => t.db('notifications').where({ user_id: user(name), kind: 'rescored' }).select('message');

describe('ege import --update of a corrected answer (decision 077)', () => {
  it('--dry-run says how many students it would credit and writes nothing; the import credits them once', async () => {
    const root = await writeTask(join(work, 'bank'), '5');
    const first = await ege('import', root, '--as', 'fix_author');
    expect(first.code, first.stderr).toBe(0);
    const task = (await t.db('tasks').where({ import_key: 'fix-05-zeros' }).first('id')) as { id: number };
    // The true answer is 4: two students gave it (marked wrong), one the old key (marked right and paid), one neither.
    const attempt = (name: string, answer: string, correct: boolean) => ({ user_id: user(name), task_id: task.id, user_answer: answer, is_correct: correct, attempt_number: 1 });
    await t.db('task_attempts').insert([attempt('fix_a', '4', false), attempt('fix_b', ' 4', false), attempt('fix_old', '5', true), attempt('fix_wrong', '3', false)]);
    await t.db('task_solves').insert({ user_id: user('fix_old'), task_id: task.id, task_type: 5, experience_gained: 10 });
    await t.db('experience_ledger').insert({ user_id: user('fix_old'), amount: 10, source_kind: 'solve', source_id: String(task.id) });

    await writeTask(root, '4');
    const planned = await ege('import', root, '--as', 'fix_author', '--update', '--dry-run');
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toMatch(/~ обновить\s+05\/zeros \(ключ fix-05-zeros\).* — будет засчитано учеников: 2\n/);
    expect(planned.stdout).toMatch(/Будет засчитано учеников по исправленным ответам: 2/);
    const json = JSON.parse((await ege('import', root, '--as', 'fix_author', '--update', '--dry-run', '--json')).stdout) as ImportReport;
    expect(json).toMatchObject({ dry_run: true, credited: 2, counts: { updated: 1 } });
    expect(json.tasks[0]).toMatchObject({ status: 'updated', credited: 2 });
    // Nothing written: the old key, no revision, no credit, no notice.
    expect(await t.db('tasks').where({ id: task.id }).first('answer')).toEqual({ answer: '5' });
    expect(await t.db('task_revisions').where({ task_id: task.id })).toEqual([]);
    expect(await ledger('fix_a', task.id)).toEqual([]);
    expect(await t.db('task_attempts').where({ task_id: task.id, is_correct: true }).select('user_id')).toEqual([{ user_id: user('fix_old') }]);

    const done = await ege('import', root, '--as', 'fix_author', '--update');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/Засчитано учеников по исправленным ответам: 2/);
    expect(await t.db('tasks').where({ id: task.id }).first('answer')).toEqual({ answer: '4' });
    for (const name of ['fix_a', 'fix_b']) {
      expect(await ledger(name, task.id)).toHaveLength(1);
      expect(await t.db('task_solves').where({ user_id: user(name), task_id: task.id }).select('task_id')).toHaveLength(1);
      expect(await notices(name)).toHaveLength(1);
    }
    expect(await ledger('fix_old', task.id)).toEqual([{ amount: 10 }]);
    expect(await ledger('fix_wrong', task.id)).toEqual([]);
    expect(await t.db('task_revisions').where({ task_id: task.id }).select('source', 'credited', 'answer_changed', 'user_id')).toEqual([
      { source: 'import', credited: 2, answer_changed: true, user_id: user('fix_author') },
    ]);

    // Again: unchanged, nobody credited twice.
    const again = JSON.parse((await ege('import', root, '--as', 'fix_author', '--update', '--json')).stdout) as ImportReport;
    expect(again).toMatchObject({ credited: 0, counts: { unchanged: 1 } });
    expect(await ledger('fix_a', task.id)).toHaveLength(1);
  });

  it('remotely, --dry-run --update asks the server over HTTP and writes nothing', async () => {
    const remoteData = await mkdtemp(join(tmpdir(), 'ege-cli-rescore-remote-'));
    const server = await startRemoteServer(t.url, remoteData);
    const configDir = join(work, 'remote-config');
    try {
      await logInRemote(configDir, server.address, 'fix_remote', 'secret-pass-1');
      const remote = (...argv: string[]) => runEge({ EGE_CONFIG_DIR: configDir }, argv);
      const root = await writeTask(join(work, 'remote-bank'), '5', 'fix-remote');
      expect((await remote('import', root, '--server', server.address)).code).toBe(0);
      const task = (await t.db('tasks').where({ import_key: 'fix-remote' }).first('id')) as { id: number };
      await t.db('task_attempts').insert({ user_id: user('fix_a'), task_id: task.id, user_answer: '4', is_correct: false, attempt_number: 1 });
      await writeTask(root, '4', 'fix-remote');
      const planned = await remote('import', root, '--server', server.address, '--update', '--dry-run', '--json');
      expect(planned.code, planned.stderr).toBe(0);
      expect(JSON.parse(planned.stdout) as ImportReport).toMatchObject({ credited: 1, tasks: [{ status: 'updated', credited: 1 }] });
      expect(await t.db('tasks').where({ id: task.id }).first('answer')).toEqual({ answer: '5' });
      expect(await ledger('fix_a', task.id)).toEqual([]);
    } finally {
      await server.close();
      await rm(remoteData, { recursive: true, force: true });
    }
  });
});
