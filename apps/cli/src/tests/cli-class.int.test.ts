import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClassList } from '@ege/core/classes/class-schemas';
import { createUser } from '@ege/core/identity/create-user';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { readCsv, readXlsx } from '@ege/tools/test/read-export-file';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;
let userDir: string;
let classId: number;

// A class of two with known first tries yesterday: ivanov wrong at type 5 and right at type 8, petrova wrong at type 5.
beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-class-'));
  userDir = await mkdtemp(join(tmpdir(), 'ege-cli-class-user-'));
  const ids = new Map<string, number>();
  for (const [username, role] of [['cls_teacher', 'teacher'], ['cls_other', 'teacher'], ['cls_ivanov', 'student'], ['cls_petrova', 'student']] as const) {
    ids.set(username, (await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role })).id);
  }
  const five = await insertTask(t.db, { type: 5, difficulty: 1, text: '<p>Пятое</p>', answer: { kind: 'field', value: '55' } });
  const eight = await insertTask(t.db, { type: 8, difficulty: 1, text: '<p>Восьмое</p>', answer: { kind: 'field', value: '88' } });
  const now = new Date();
  const [made] = await t.db('classes').insert({ teacher_id: ids.get('cls_teacher')!, name: '9А', group_id: null, created_at: now, updated_at: now }).returning('id');
  classId = made!.id;
  await t.db('class_students').insert([{ class_id: classId, user_id: ids.get('cls_ivanov')! }, { class_id: classId, user_id: ids.get('cls_petrova')! }]);
  const yesterday = new Date(now.getTime() - 24 * 3600 * 1000);
  await t.db('task_attempts').insert([
    { user_id: ids.get('cls_ivanov')!, task_id: five, user_answer: '42', is_correct: false, attempt_number: 1, solving_time: 50, answered_at: yesterday },
    { user_id: ids.get('cls_ivanov')!, task_id: eight, user_answer: '88', is_correct: true, attempt_number: 1, solving_time: 30, answered_at: yesterday },
    { user_id: ids.get('cls_petrova')!, task_id: five, user_answer: '42', is_correct: false, attempt_number: 1, solving_time: 90, answered_at: yesterday },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(userDir, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir, INIT_CWD: userDir }, argv);

describe('ege class list', () => {
  it('the teacher’s classes as a table, and as JSON', async () => {
    const table = await ege('class', 'list', '--as', 'cls_teacher');
    expect(table.stderr).toBe('');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(new RegExp(`id\\s+вид\\s+учеников\\s+класс\\n\\s*${classId}\\s+список\\s+2\\s+9А`));
    const json = JSON.parse((await ege('class', 'list', '--as', 'cls_teacher', '--json')).stdout) as ClassList;
    expect(json.classes).toEqual([{ id: classId, name: '9А', kind: 'list', group_id: null, students_count: 2 }]);
  });
});

describe('ege class create', () => {
  it('a list of the named students; an unknown name creates nothing; a taken name is a conflict', async () => {
    const made = await ege('class', 'create', '--as', 'cls_other', '--name', '10Б', '--users', 'CLS_IVANOV,cls_petrova');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/✔ Класс «10Б» создан: id \d+, 2 ученика\n {2}cls_ivanov, cls_petrova/);
    const unknown = await ege('class', 'create', '--as', 'cls_other', '--name', '10В', '--users', 'cls_ivanov,nobody_here');
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toContain('✖ Не найдены пользователи (1): nobody_here. Класс не создан');
    expect(await t.db('classes').where({ name: '10В' }).first('id')).toBeUndefined();
    const taken = await ege('class', 'create', '--as', 'cls_other', '--name', '10б');
    expect(taken.code).toBe(5);
    expect(taken.stderr).toContain('✖ Класс «10б» уже есть');
    await t.db('classes').where({ name: '10Б' }).delete();
  });
});

describe('ege class report', () => {
  it('--format table (the default): a row per student, the class per type and where it is stuck', async () => {
    const run = await ege('class', 'report', '--as', 'cls_teacher', '--class', '9а', '--period', '7');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Класс «9А», 7 дней: \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}, 2 ученика/);
    expect(run.stdout).toMatch(/cls_ivanov\s+2\s+50%\s+мало данных: нужно ещё 18\s+—\s+5 \(0%\)/);
    expect(run.stdout).toMatch(/cls_petrova\s+1\s+0%\s+мало данных: нужно ещё 19\s+—\s+5 \(0%\)/);
    expect(run.stdout).toMatch(/\n\s+5\s+2\s+0%\s+2\n\s+8\s+1\s+100%\s+1\n/);
    expect(run.stdout).toContain('Тип 5: неверных первых попыток 2, у 2 учеников');
    expect(run.stdout).toMatch(/Задание #\d+ \(тип 5\): одинаковый неверный ответ «42» — cls_ivanov, cls_petrova/);
  });

  it('--format csv: the file on stdout, read back with the seeded numbers', async () => {
    const run = await ege('class', 'report', '--as', 'cls_teacher', '--class', '9А', '--format', 'csv');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [header, ivanov, petrova] = readCsv(run.stdout);
    const at = (row: string[] | undefined, name: string) => row![header!.indexOf(name)];
    expect([at(ivanov, 'Ученик'), at(ivanov, 'Тип 5: % с первой попытки'), at(ivanov, 'Тип 8: % с первой попытки'), at(ivanov, 'Первых попыток'), at(ivanov, '% с первой попытки')]).toEqual(['cls_ivanov', '0', '100', '2', '50']);
    expect([at(petrova, 'Ученик'), at(petrova, 'Тип 5: % с первой попытки'), at(petrova, 'Тип 8: % с первой попытки')]).toEqual(['cls_petrova', '0', '']);
  });

  it('--format xlsx: with --output there, without it under the server’s name in the user’s folder; read back as numbers', async () => {
    const output = await ege('class', 'report', '--as', 'cls_teacher', '--class', '9А', '--format', 'xlsx', '--output', 'report.xlsx');
    expect(output.stderr).toBe('');
    expect(output.code).toBe(0);
    expect(output.stdout).toMatch(new RegExp(`✔ Отчёт сохранён: ${join(userDir, 'report.xlsx')} \\(\\d+ КБ\\)`));
    const [summary, counts] = await readXlsx(await readFile(join(userDir, 'report.xlsx')));
    const five = summary!.rows[0]!.indexOf('Тип 5: % с первой попытки');
    expect(summary!.rows.slice(1).map((row) => [row[0], row[five], row[five + 3]])).toEqual([
      ['cls_ivanov', 0, 100],
      ['cls_petrova', 0, null],
    ]);
    expect(summary!.numberTypes[1]![five]).toBe(true);
    expect(counts!.rows[2]![5]).toBe(1);

    const named = await ege('class', 'report', '--as', 'cls_teacher', '--class', '9А', '--period', '90', '--format', 'xlsx');
    expect(named.code).toBe(0);
    expect(named.stdout).toContain(join(userDir, 'klass-9a-90-dney.xlsx'));
    expect(await readXlsx(await readFile(join(userDir, 'klass-9a-90-dney.xlsx')))).toHaveLength(5);
  });

  it('refusals: an unknown class (exit 4, red line with the caller’s classes), another teacher’s, a bad period or format, no --class', async () => {
    const unknown = await ege('class', 'report', '--as', 'cls_teacher', '--class', '8В');
    expect(unknown.code).toBe(4);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('✖ Класс «8В» не найден (ваши классы: 9А)');
    const other = await ege('class', 'report', '--as', 'cls_other', '--class', '9А');
    expect(other.code).toBe(4);
    expect(other.stderr).toContain('✖ Класс «9А» не найден (классов у вас нет)');
    const student = await ege('class', 'report', '--as', 'cls_ivanov', '--class', '9А');
    expect(student.code).toBe(3);
    const period = await ege('class', 'report', '--as', 'cls_teacher', '--class', '9А', '--period', '14');
    expect(period.code).toBe(2);
    expect(period.stderr).toContain('✖ --period: Период — 7, 30 или 90 дней');
    const format = await ege('class', 'report', '--as', 'cls_teacher', '--class', '9А', '--format', 'pdf');
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('✖ --format: pdf — нет такого формата; есть table, csv и xlsx');
    const none = await ege('class', 'report', '--as', 'cls_teacher');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Укажите --class <название>');
  });
});
