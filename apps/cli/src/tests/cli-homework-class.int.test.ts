import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '@ege/core/identity/create-user';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkAssigned } from '../homework/homework-views';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-homework-class-'));
  for (const type of [1, 5, 5, 17, 17]) await insertTask(t.db, { type, difficulty: 1, text: `<p>Задание ${type}</p>`, answer: { kind: 'field', value: `${type}` } });
  for (const [username, role] of [['hwc_teacher', 'teacher'], ['hwc_a', 'student'], ['hwc_b', 'student'], ['hwc_other', 'teacher']] as const) {
    ids.set(username, (await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role })).id);
  }
  const now = new Date();
  const klass = async (name: string, students: string[]) => {
    const [made] = (await t.db('classes').insert({ teacher_id: ids.get('hwc_teacher')!, name, group_id: null, created_at: now, updated_at: now }).returning('id')) as { id: number }[];
    if (students.length > 0) await t.db('class_students').insert(students.map((username) => ({ class_id: made!.id, user_id: ids.get(username)! })));
  };
  await klass('11А информатика', ['hwc_a', 'hwc_b']);
  await klass('Пустой', []);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);

describe('ege homework assign --class', () => {
  it('gives each student of the teacher’s class exactly the types asked for', async () => {
    const result = await ege('homework', 'assign', '--as', 'hwc_teacher', '--class', '11а ИНФОРМАТИКА', '--tasks', '5:1,17:1', '--json');
    expect(result.code, result.stderr).toBe(0);
    const assigned = JSON.parse(result.stdout) as HomeworkAssigned;
    expect(assigned.assigned.map((row) => row.username).sort()).toEqual(['hwc_a', 'hwc_b']);
    for (const row of assigned.assigned) {
      expect(row.total).toBe(2);
      expect(Object.keys(row.tasks).sort()).toEqual(['17', '5']);
    }
  });

  it('does not reach another teacher’s class, refuses an empty class, and takes one source only', async () => {
    const other = await ege('homework', 'assign', '--as', 'hwc_other', '--class', '11А информатика', '--tasks', '5:1');
    expect(other.code).toBe(4);
    expect(other.stderr).toContain('Класс «11А информатика» не найден (классов у вас нет)');
    const empty = await ege('homework', 'assign', '--as', 'hwc_teacher', '--class', 'пустой', '--tasks', '5:1');
    expect(empty.code).toBe(4);
    expect(empty.stderr).toContain('В классе «Пустой» нет учеников. ДЗ не выдано');
    const both = await ege('homework', 'assign', '--as', 'hwc_teacher', '--class', '11А информатика', '--group', '11А', '--tasks', '5:1');
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('Укажите что-то одно: --users, --users-file, --group или --class');
  });
});
