import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { ClassDetail, ClassList, ClassReport } from '@ege/core/classes/class-schemas';
import type { Role } from '@ege/core/rules/roles';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Thursday 2026-12-10, 12:00 in Moscow.
const clock = createSettableClock('2026-12-10T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

type Person = { client: HttpClient; id: number; name: string };
let people = 0;
async function person(role: Role = 'student'): Promise<Person> {
  const name = `cls_${role}_${process.pid}_${++people}`;
  const client = await signIn(t, role, name);
  const me = (await client.request('GET', '/api/users/me/')).json() as { id: number };
  return { client, id: me.id, name };
}

type Answer = { statusCode: number; body: string; json(): unknown };
async function ok<T>(response: Promise<Answer>, status = 200): Promise<T> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  return done.json() as T;
}
async function refused(response: Promise<Answer>, status: number, detail?: string): Promise<void> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  if (detail) expect((done.json() as { detail: string }).detail).toBe(detail);
}

const createList = (who: Person, name: string, students: readonly Person[]) =>
  ok<ClassDetail>(who.client.request('POST', '/api/classes/', { json: { name, student_ids: students.map((s) => s.id) } }));

describe('a class', () => {
  it('is a list of the teacher: created, listed, read, renamed, refilled, reported and removed through REST and tRPC', async () => {
    const teacher = await person('teacher');
    const [a, b] = [await person(), await person()];
    const made = await createList(teacher, '  10 «А»  ', [a, b, a]);
    expect(made).toMatchObject({ name: '10 «А»', kind: 'list', group_id: null, students_count: 2 });
    expect(made.students.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());

    const list = await ok<ClassList>(teacher.client.request('GET', '/api/classes/'));
    expect(list.classes).toEqual([{ id: made.id, name: '10 «А»', kind: 'list', group_id: null, students_count: 2 }]);
    expect(await ok<ClassDetail>(teacher.client.request('GET', `/api/classes/${made.id}/`))).toEqual(made);
    const viaTrpc = await ok<{ result: { data: ClassDetail } }>(teacher.client.trpcQuery('classes.get', { id: made.id }));
    expect(viaTrpc.result.data).toEqual(made);

    const renamed = await ok<ClassDetail>(teacher.client.request('PUT', `/api/classes/${made.id}/`, { json: { name: '10 «Б»', student_ids: [b.id] } }));
    expect(renamed).toMatchObject({ name: '10 «Б»', students_count: 1, students: [{ id: b.id, username: b.name }] });

    const report = await ok<ClassReport>(teacher.client.request('GET', `/api/classes/${made.id}/report/?period=7`));
    expect(report).toMatchObject({ period: 7, from_day: '2026-12-04', to_day: '2026-12-10', class: { id: made.id, students_count: 1 } });
    expect(report.types).toHaveLength(25);
    expect(report.students[0]?.cells.every((cell) => cell.first_tries === 0 && cell.success === null)).toBe(true);
    expect(report.students[0]?.forecast).toEqual({ status: 'insufficient', tasks_answered: 0, need: 20 });
    expect(report.students[0]?.homework).toBeNull();

    expect(await ok<{ detail: string }>(teacher.client.request('DELETE', `/api/classes/${made.id}/`))).toEqual({ detail: 'Класс удалён' });
    await refused(teacher.client.request('GET', `/api/classes/${made.id}/`), 404, 'Класс не найден');
  });
});
