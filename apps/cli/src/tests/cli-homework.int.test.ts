import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createUser } from '@ege/core/identity/create-user';
import { readServerConfig } from '@ege/server/server-config';
import { startServer } from '@ege/server/start-server';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkListRow, HomeworkReport } from '../homework/homework-rows';
import { reportCsvColumns } from '../homework/homework-rows';
import type { HomeworkAssigned } from '../homework/homework-views';
import { splitCsvLine } from '../homework/parse-users-file';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;
const userIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-homework-'));
  for (let i = 0; i < 4; i++) await insertTask(t.db, { type: 1, difficulty: 1, text: `<p>Первое ${i}</p>`, answer: { kind: 'field', value: `1${i}` } });
  for (let i = 0; i < 3; i++) await insertTask(t.db, { type: 5, difficulty: 1, text: `<p>Пятое ${i}</p>`, answer: { kind: 'field', value: `5${i}` } });
  for (let i = 0; i < 3; i++) {
    await insertBlock(t.db, {
      condition: `<p>Игра ${i}</p>`,
      difficulty: 2,
      questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: `${type}${i}` } })),
    });
  }
  for (const [username, role] of [['hw_teacher', 'teacher'], ['ivanov', 'student'], ['Petrova', 'student'], ['sidorov', 'student']] as const) {
    const user = await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role });
    userIds.set(username, user.id);
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function ege(...argv: string[]) {
  return egeWith({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);
}

function egeWith(env: Record<string, string>, argv: string[], stdin?: string) {
  return runEge(env, argv, stdin);
}

const assignmentCount = async () => Number(((await t.db('homework_assignments').count({ n: '*' }).first()) as { n: string }).n);

describe('ege homework assign', () => {
  it('from a CSV with one unknown user: refused with the name, nothing assigned; with --skip-missing the others get it', async () => {
    const csv = join(dataDir, 'students.csv');
    await writeFile(csv, '\uFEFFфамилия;username;класс\r\nИванов;ivanov;11А\r\n\r\nКто-то;nobody_here;11А\r\nПетрова;petrova;11Б\r\n');
    const args = ['homework', 'assign', '--as', 'hw_teacher', '--users-file', csv, '--tasks', '1:2,19-21:1', '--comment', 'К пятнице'];

    const refused = await ege(...args);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('✖ Не найдены пользователи (1): nobody_here. ДЗ не выдано никому; исправьте список или добавьте --skip-missing');
    expect(await assignmentCount()).toBe(0);

    const skipped = await ege(...args, '--skip-missing');
    expect(skipped.stderr).toBe('');
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toContain('✔ ДЗ выдано: 2 ученикам');
    expect(skipped.stdout).toMatch(/ivanov — ДЗ #\d+, заданий: 5/);
    // The name as stored, though the file spells it in lower case.
    expect(skipped.stdout).toMatch(/Petrova — ДЗ #\d+, заданий: 5/);
    expect(skipped.stdout).toMatch(/тип\s+задания\n1\s+\d+, \d+\n19-21\s+\d+, \d+, \d+/);
    expect(skipped.stdout).toContain('⚠ Не найдены, пропущены (1): nobody_here');
    const rows = (await t.db('homework_assignments').orderBy('id').select('user_id', 'comment')) as { user_id: number; comment: string }[];
    expect(rows).toEqual([
      { user_id: userIds.get('ivanov'), comment: 'К пятнице' },
      { user_id: userIds.get('Petrova'), comment: 'К пятнице' },
    ]);
  });

  it('--json: the users and the task ids drawn for each, parsed back', async () => {
    const result = await ege('homework', 'assign', '--as', 'hw_teacher', '--users', 'sidorov', '--tasks', '5:2', '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const parsed = JSON.parse(result.stdout) as HomeworkAssigned;
    expect(parsed.missing).toEqual([]);
    expect(parsed.assigned).toHaveLength(1);
    expect(parsed.assigned[0]).toMatchObject({ username: 'sidorov', user_id: userIds.get('sidorov'), total: 2 });
    expect(parsed.assigned[0]!.tasks['5']).toHaveLength(2);
  });

  it('refuses a bad --tasks in Russian before anything is looked up', async () => {
    const before = await assignmentCount();
    const result = await ege('homework', 'assign', '--as', 'hw_teacher', '--users', 'ivanov', '--tasks', '1:2,20:1');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('✖ --tasks: задания 19, 20 и 21 выдаются блоком — пишите 19-21:<число блоков>, а не 20');
    expect(await assignmentCount()).toBe(before);
  });

  it('a shortage of tasks is the server’s refusal, and nobody gets anything', async () => {
    const before = await assignmentCount();
    const result = await ege('homework', 'assign', '--as', 'hw_teacher', '--users', 'ivanov,sidorov', '--tasks', '19-21:4');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('✖ Недостаточно доступных блоков 19-21');
    expect(await assignmentCount()).toBe(before);
  });
});

describe('ege homework list and report', () => {
  it('list: the assignments of the users named, filtered by status; --json parses back', async () => {
    const ivanovId = userIds.get('ivanov')!;
    const [homework] = (await t.db('homework_assignments').where({ user_id: ivanovId }).select('id')) as { id: number }[];
    const tasks = (await t.db('homework_tasks').where({ assignment_id: homework!.id }).orderBy('position').select('task_id', 'type')) as { task_id: number; type: number }[];
    // ivanov solves the whole assignment: the first task after two tries in one opening (40 s), the rest at once.
    const [first, ...rest] = tasks;
    await t.db('task_attempts').insert([
      { user_id: ivanovId, task_id: first!.task_id, is_correct: false, attempt_number: 1, solving_time: 25, answered_at: new Date(Date.now() - 60_000) },
      { user_id: ivanovId, task_id: first!.task_id, is_correct: true, attempt_number: 2, solving_time: 40, answered_at: new Date(Date.now() - 30_000) },
    ]);
    await t.db('task_solves').insert(tasks.map((task) => ({ user_id: ivanovId, task_id: task.task_id, task_type: task.type })));
    void rest;

    const human = await ege('homework', 'list', '--as', 'hw_teacher', '--user', 'ivanov,petrova');
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/id\s+ученик\s+дата\s+статус\s+решено\s+комментарий/);
    expect(human.stdout).toMatch(/ivanov\s+\d\d\.\d\d\.\d{4}\s+выполнено\s+5\/5\s+К пятнице/);
    expect(human.stdout).toMatch(/Petrova\s+\d\d\.\d\d\.\d{4}\s+в процессе\s+0\/5\s+К пятнице/);

    const json = await ege('homework', 'list', '--as', 'hw_teacher', '--user', 'ivanov,Petrova', '--json');
    const rows = JSON.parse(json.stdout) as HomeworkListRow[];
    expect(rows.map((row) => [row.username, row.status, row.solved, row.total])).toEqual([
      ['ivanov', 'completed', 5, 5],
      ['Petrova', 'in_progress', 0, 5],
    ]);

    const completed = JSON.parse((await ege('homework', 'list', '--as', 'hw_teacher', '--user', 'ivanov,petrova', '--status', 'completed', '--json')).stdout) as HomeworkListRow[];
    expect(completed.map((row) => row.username)).toEqual(['ivanov']);

    const badStatus = await ege('homework', 'list', '--as', 'hw_teacher', '--status', 'done');
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toContain('--status: done — нет такого статуса');
  });

  it('report: each task with solved, attempts and time; --json and --csv parse back', async () => {
    const human = await ege('homework', 'report', '--as', 'hw_teacher', '--user', 'ivanov');
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/ДЗ #\d+ от \d\d\.\d\d\.\d{4} — выполнено, решено 5 из 5 — «К пятнице»/);
    expect(human.stdout).toMatch(/№\s+тип\s+задание\s+решено\s+попыток\s+время\s+последний ответ/);
    expect(human.stdout).toMatch(/1\s+1\s+\d+\s+да\s+2\s+0:40\s+\d\d\.\d\d\.\d{4}, \d\d:\d\d/);

    const report = JSON.parse((await ege('homework', 'report', '--as', 'hw_teacher', '--user', 'IVANOV', '--json')).stdout) as HomeworkReport;
    expect(report).toMatchObject({ username: 'ivanov', user_id: userIds.get('ivanov') });
    expect(report.assignments).toHaveLength(1);
    expect(report.assignments[0]!.tasks.map((task) => [task.position, task.solved, task.attempts, task.time_spent])).toEqual([
      [1, true, 2, 40],
      [2, true, 0, 0],
      [3, true, 0, 0],
      [4, true, 0, 0],
      [5, true, 0, 0],
    ]);

    const csv = await ege('homework', 'report', '--as', 'hw_teacher', '--user', 'ivanov', '--csv');
    expect(csv).toMatchObject({ code: 0, stderr: '' });
    const [header, ...lines] = csv.stdout.trimEnd().split('\r\n');
    expect(header!.split(',')).toEqual([...reportCsvColumns]);
    const records = lines.map((line) => Object.fromEntries(splitCsvLine(line, ',').map((cell, i) => [reportCsvColumns[i], cell])));
    expect(records).toHaveLength(5);
    expect(records[0]).toMatchObject({ username: 'ivanov', status: 'completed', comment: 'К пятнице', position: '1', solved: '1', attempts: '2', time_spent: '40' });
    expect(Number(records[0]!.task_id)).toBe(report.assignments[0]!.tasks[0]!.task_id);

    const both = await ege('homework', 'report', '--as', 'hw_teacher', '--user', 'ivanov', '--csv', '--json');
    expect(both.code).toBe(1);
    const unknown = await ege('homework', 'report', '--as', 'hw_teacher', '--user', 'nobody_here');
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toContain('✖ Пользователь не найден: nobody_here');
  });

  it('a student: the server refuses assigning and others’ reports; their own list works', async () => {
    const assign = await ege('homework', 'assign', '--as', 'ivanov', '--users', 'petrova', '--tasks', '1:1');
    expect(assign.code).toBe(3);
    expect(assign.stderr).toContain('✖ Доступ только для преподавателей и администраторов');
    const report = await ege('homework', 'report', '--as', 'ivanov', '--user', 'petrova');
    expect(report.code).toBe(3);

    const own = JSON.parse((await ege('homework', 'list', '--as', 'ivanov', '--json')).stdout) as HomeworkListRow[];
    expect(own.map((row) => row.username)).toEqual(['ivanov']);
    const ownReport = await ege('homework', 'report', '--as', 'ivanov', '--user', 'ivanov', '--json');
    expect(ownReport.code).toBe(0);
  });
});

describe('remote mode', () => {
  it('assign and report through a running server, as the teacher logged in there', async () => {
    const serverDir = await mkdtemp(join(tmpdir(), 'ege-cli-homework-server-'));
    const server = await startServer(readServerConfig({ DATABASE_URL: t.url, DATA_DIR: serverDir, LOG_LEVEL: 'warn', WEB_DIST: serverDir }));
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
      const env = { EGE_CONFIG_DIR: join(serverDir, 'config'), EGE_SERVER: address };
      const login = await egeWith(env, ['login', '--username', 'hw_teacher', '--password-stdin'], 'secret-pass-1\n');
      expect(login.code, login.stderr).toBe(0);

      const assigned = await egeWith(env, ['homework', 'assign', '--users', 'SIDOROV,nobody_here', '--tasks', '1:1', '--skip-missing', '--json']);
      expect(assigned.code, assigned.stderr).toBe(0);
      const parsed = JSON.parse(assigned.stdout) as HomeworkAssigned;
      expect(parsed).toMatchObject({ assigned: [{ username: 'sidorov', total: 1 }], missing: ['nobody_here'] });

      const report = JSON.parse((await egeWith(env, ['homework', 'report', '--user', 'sidorov', '--json'])).stdout) as HomeworkReport;
      expect(report.assignments.map((assignment) => assignment.homework_id)).toContain(parsed.assigned[0]!.homework_id);
    } finally {
      await server.close();
      await rm(serverDir, { recursive: true, force: true });
    }
  });
});
