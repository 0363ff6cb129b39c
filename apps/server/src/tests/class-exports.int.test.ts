import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail, ExportFile } from '@ege/core/classes/class-schemas';
import { createSettableClock } from '@ege/core/clock/clock';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { readCsv, readXlsx, type XlsxSheet } from '@ege/tools/test/read-export-file';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Thursday 2026-12-10, 12:00 in Moscow: the class's attempts below are on the day before.
const clock = createSettableClock('2026-12-10T09:00:00Z');
let t: TestApp;
const taskIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const type of [5, 8, 1]) taskIds.push(await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>Задание ${type}</p>`, answer: { kind: 'field', value: `${type}${type}` } }));
});
afterAll(async () => t.close());

const userIdOf = async (client: HttpClient): Promise<number> => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const detailOf = (response: { json(): unknown }) => (response.json() as { detail: string }).detail;
const fileOf = (response: { statusCode: number; body: string; json(): unknown }): ExportFile => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ExportFile;
};
const bytesOf = (file: ExportFile) => Buffer.from(file.base64, 'base64');

describe('homework.exportGrid: an assignment task by task as a file', () => {
  let teacher: HttpClient;
  let student: HttpClient;
  let assignment: HomeworkAssignment;
  let username: string;

  beforeAll(async () => {
    teacher = await signIn(t, 'teacher');
    student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    username = ((await student.request('GET', '/api/users/profile/')).json() as { username: string }).username;
    const response = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], tasks: { '5': 1, '8': 1 } } });
    expect(response.statusCode, response.body).toBe(200);
    assignment = (response.json() as HomeworkAssignment[])[0]!;
    // Task 5: a wrong try, then right after 100 s on the timer in all; task 8 untouched.
    await t.deps.db('task_attempts').insert([
      { user_id: studentId, task_id: taskIds[0]!, user_answer: '1', is_correct: false, attempt_number: 1, solving_time: 60, answered_at: new Date('2026-11-28T09:00:00Z') },
      { user_id: studentId, task_id: taskIds[0]!, user_answer: '55', is_correct: true, attempt_number: 2, solving_time: 100, answered_at: new Date('2026-11-28T09:01:00Z') },
    ]);
  });

  it('CSV: Russian headers, a row per task in the assignment order, numbers as numbers', async () => {
    const file = fileOf(await teacher.request('GET', `/api/users/homework/${assignment.id}/export/?format=csv`));
    expect(file.filename).toBe(`dz-${assignment.id}-${username.toLowerCase().replace(/_/g, '-')}.csv`);
    expect(file.content_type).toBe('text/csv; charset=utf-8');
    const rows = readCsv(bytesOf(file).toString('utf8'));
    expect(rows).toEqual([
      ['№', 'Задание', 'Тип', 'Статус', 'Попыток', 'Время, с', 'Последний ответ (МСК)'],
      ['1', String(taskIds[0]), '5', 'Решено', '2', '100', '28.11.2026 12:01'],
      ['2', String(taskIds[1]), '8', 'Не начато', '0', '', ''],
    ]);
  });

  it('XLSX through tRPC as well: the same grid with numeric cells', async () => {
    const response = await teacher.request('GET', `/trpc/homework.exportGrid?input=${encodeURIComponent(JSON.stringify({ assignment_id: assignment.id, format: 'xlsx' }))}`);
    expect(response.statusCode, response.body).toBe(200);
    const file = (response.json() as { result: { data: ExportFile } }).result.data;
    expect(file.filename).toMatch(/^dz-\d+-[a-z0-9-]+\.xlsx$/);
    const [sheet] = await readXlsx(bytesOf(file));
    expect(sheet!.name).toBe(`ДЗ ${assignment.id}`);
    expect(sheet!.rows[1]).toEqual([1, taskIds[0], 5, 'Решено', 2, 100, '28.11.2026 12:01']);
    expect(sheet!.numberTypes[1]).toEqual([true, true, true, false, true, true, false]);
  });

  it('only the teacher who issued it or an admin: the student 403, another teacher 404, a missing one 404, a bad format 400', async () => {
    const url = `/api/users/homework/${assignment.id}/export/?format=csv`;
    expect((await student.request('GET', url)).statusCode).toBe(403);
    const other = await (await signIn(t, 'teacher')).request('GET', url);
    expect(other.statusCode).toBe(404);
    expect(detailOf(other)).toBe('Домашнее задание не найдено');
    expect((await (await signIn(t, 'admin')).request('GET', url)).statusCode).toBe(200);
    expect((await teacher.request('GET', `/api/users/homework/999999/export/?format=csv`)).statusCode).toBe(404);
    const bad = await teacher.request('GET', `/api/users/homework/${assignment.id}/export/?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(detailOf(bad)).toContain('Формат — csv или xlsx');
  });
});

describe('classes.exportReport: the class screen as a file', () => {
  let teacher: HttpClient;
  let made: ClassDetail;
  const t5 = () => taskIds[0]!;
  const t8 = () => taskIds[1]!;
  const t1 = () => taskIds[2]!;

  beforeAll(async () => {
    teacher = await signIn(t, 'teacher', 'exp_teacher');
    const [ivanov, petrova] = [await signIn(t, 'student', 'exp_ivanov'), await signIn(t, 'student', 'exp_petrova')];
    const [ivanovId, petrovaId] = [await userIdOf(ivanov), await userIdOf(petrova)];
    const response = await teacher.request('POST', '/api/classes/', { json: { name: '9 «А»', student_ids: [ivanovId, petrovaId] } });
    expect(response.statusCode, response.body).toBe(200);
    made = response.json() as ClassDetail;
    const at = (time: string) => new Date(`2026-12-09T${time}Z`);
    // ivanov: type 5 wrong at the first try (50 s; right at the second), type 8 right at once (30 s);
    // petrova: type 5 wrong at the first try with the same answer (90 s). An attempt 40 days ago is outside the period.
    await t.deps.db('task_attempts').insert([
      { user_id: ivanovId, task_id: t5(), user_answer: '42', is_correct: false, attempt_number: 1, solving_time: 50, answered_at: at('08:00:00') },
      { user_id: ivanovId, task_id: t5(), user_answer: '55', is_correct: true, attempt_number: 2, solving_time: 80, answered_at: at('08:01:00') },
      { user_id: ivanovId, task_id: t8(), user_answer: '88', is_correct: true, attempt_number: 1, solving_time: 30, answered_at: at('08:05:00') },
      { user_id: petrovaId, task_id: t5(), user_answer: ' 42 ', is_correct: false, attempt_number: 1, solving_time: 90, answered_at: at('10:00:00') },
      { user_id: petrovaId, task_id: t8(), user_answer: '1', is_correct: false, attempt_number: 1, solving_time: 10, answered_at: new Date('2026-10-31T10:00:00Z') },
    ]);
    const assigned = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [ivanovId], tasks: { '1': 1 } } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((assigned.json() as HomeworkAssignment[])[0]!.tasks['1']).toEqual([t1()]);
  });

  const exportUrl = (query: string) => `/api/classes/${made.id}/report/export/?${query}`;

  it('CSV: one row per student with the seeded numbers, empty cells where nothing was tried, an ASCII file name', async () => {
    const file = fileOf(await teacher.request('GET', exportUrl('period=30&format=csv')));
    expect(file).toMatchObject({ filename: 'klass-9-a-30-dney.csv', content_type: 'text/csv; charset=utf-8' });
    const [header, ...rows] = readCsv(bytesOf(file).toString('utf8'));
    const column = (name: string) => header!.indexOf(name);
    expect(header![0]).toBe('Ученик');
    expect(rows.map((row) => row[0])).toEqual(['exp_ivanov', 'exp_petrova']);
    const [ivanov, petrova] = rows as [string[], string[]];
    expect(ivanov[column('Тип 5: % с первой попытки')]).toBe('0');
    expect(ivanov[column('Тип 8: % с первой попытки')]).toBe('100');
    expect(ivanov[column('Тип 1: % с первой попытки')]).toBe('');
    expect(petrova[column('Тип 8: % с первой попытки')]).toBe('');
    const tail = ['Первых попыток', 'Верно с первой попытки', '% с первой попытки', 'Прогноз, баллов', 'Прогноз от', 'Прогноз до', 'До прогноза, задач', 'ДЗ', 'ДЗ решено', 'ДЗ всего'];
    expect(tail.map((name) => ivanov[column(name)])).toEqual(['2', '1', '50', '', '', '', '18', 'не начато', '0', '1']);
    // The forecast counts her older answer too: it reads her year, not the period.
    expect(tail.map((name) => petrova[column(name)])).toEqual(['1', '0', '0', '', '', '', '18', '', '', '']);
  });

  it('XLSX through tRPC: numeric cells, the counts, the times and where the class is stuck with the shared wrong answer', async () => {
    const response = await teacher.trpcQuery('classes.exportReport', { id: made.id, period: 7, format: 'xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    const file = (response.json() as { result: { data: ExportFile } }).result.data;
    expect(file.filename).toBe('klass-9-a-7-dney.xlsx');
    const sheets = await readXlsx(bytesOf(file));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Ученики', 'Первые попытки', 'Среднее время', 'Где застряли — типы', 'Где застряли — ответы']);
    const [summary, counts, times, stuckTypes, shared] = sheets as [XlsxSheet, XlsxSheet, XlsxSheet, XlsxSheet, XlsxSheet];
    const five = summary.rows[0]!.indexOf('Тип 5: % с первой попытки');
    expect(summary.rows[1]![five]).toBe(0);
    expect(summary.numberTypes[1]![five]).toBe(true);
    expect(summary.rows[1]![five + 3]).toBe(100);
    expect(counts.rows.slice(1).map((row) => [row[0], row[5], row[8]])).toEqual([
      ['exp_ivanov', 1, 1],
      ['exp_petrova', 1, 0],
    ]);
    expect(times.rows.slice(1).map((row) => [row[5], row[8]])).toEqual([
      [50, 30],
      [90, null],
    ]);
    expect(stuckTypes.rows).toEqual([
      ['Тип', 'Неверных первых попыток', 'Учеников'],
      [5, 2, 2],
    ]);
    expect(shared.rows.slice(1)).toEqual([[t5(), 5, '42', 2, 'exp_ivanov, exp_petrova']]);
  });

  it('the report’s rights: a student 403, another teacher’s class 404, a bad period or format 400', async () => {
    const url = exportUrl('period=30&format=xlsx');
    expect((await (await signIn(t, 'student')).request('GET', url)).statusCode).toBe(403);
    const other = await (await signIn(t, 'teacher')).request('GET', url);
    expect(other.statusCode).toBe(404);
    expect(detailOf(other)).toBe('Класс не найден');
    const period = await teacher.request('GET', exportUrl('period=14&format=csv'));
    expect(period.statusCode).toBe(400);
    expect(detailOf(period)).toContain('Период — 7, 30 или 90 дней');
    const format = await teacher.request('GET', exportUrl('format=ods'));
    expect(format.statusCode).toBe(400);
    expect(detailOf(format)).toContain('Формат — csv или xlsx');
  });
});
