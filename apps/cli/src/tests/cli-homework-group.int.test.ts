import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkAssigned } from '../homework/homework-views';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-homework-group-'));
  for (let i = 0; i < 3; i++) await insertTask(t.db, { type: 27, difficulty: 2, text: `<p>Программа ${i}</p>`, answer: { kind: 'field', value: `27${i}` } });
  for (const [username, role] of [['group_teacher', 'teacher'], ['group_a', 'student'], ['group_b', 'student'], ['group_outsider', 'student'], ['group_other_teacher', 'teacher']] as const) {
    const user = await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role });
    ids.set(username, user.id);
  }
  const now = new Date();
  const group = async (name: string, isPublic: boolean, leader: string, members: string[]) => {
    const [row] = (await t.db('groups').insert({ name, is_public: isPublic, created_at: now }).returning('id')) as { id: number }[];
    await t.db('group_members').insert([leader, ...members].map((username) => ({ group_id: row!.id, user_id: ids.get(username), is_leader: username === leader, joined_at: now, last_activity: now })));
  };
  await group('11А информатика', false, 'group_teacher', ['group_a', 'group_b']);
  await group('11А информатика и ещё', true, 'group_outsider', []);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);

describe('ege homework assign --group', () => {
  it("gives the homework to every member of the teacher's group but the teacher", async () => {
    const result = await ege('homework', 'assign', '--as', 'group_teacher', '--group', '11а ИНФОРМАТИКА', '--tasks', '27:1', '--comment', 'Группе', '--json');
    expect(result.code, result.stderr).toBe(0);
    const assigned = JSON.parse(result.stdout) as HomeworkAssigned;
    expect(assigned.assigned.map((row) => row.username).sort()).toEqual(['group_a', 'group_b']);
    expect(assigned.missing).toEqual([]);
  });

  it("does not reach a private group the teacher is not in, nor mixes sources", async () => {
    const hidden = await ege('homework', 'assign', '--as', 'group_other_teacher', '--group', '11А информатика', '--tasks', '27:1');
    expect(hidden.code).toBe(4);
    expect(hidden.stderr).toContain('Группа «11А информатика» не найдена');
    const both = await ege('homework', 'assign', '--as', 'group_teacher', '--group', '11А информатика', '--users', 'group_a', '--tasks', '27:1');
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('Укажите что-то одно: --users, --users-file, --group или --class');
  });
});
