import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFile } from '@ege/core/classes/class-schemas';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { readCsv, readXlsx } from '@ege/tools/test/read-export-file';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
const taskIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const type of [5, 8]) taskIds.push(await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>Задание ${type}</p>`, answer: { kind: 'field', value: `${type}${type}` } }));
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
