import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { maxClassesPerTeacher, maxClassStudents, type ClassDetail, type ClassList, type ClassReport } from '@ege/core/classes/class-schemas';
import type { GroupDetail } from '@ege/core/groups/group-schemas';
import type { Role } from '@ege/core/rules/roles';
import { signInPerson, type Person } from '@ege/tools/test/sign-in-person';
import { ok, refused } from '@ege/tools/test/expect-response';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Thursday 2026-12-10, 12:00 in Moscow.
const clock = createSettableClock('2026-12-10T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const person = (role: Role = 'student') => signInPerson(t, 'cls', role);


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

const staffOnly = 'Доступ только для преподавателей и администраторов';
const notFound = 'Класс не найден';
const groupReadOnly = 'Состав и название класса-группы меняются на странице группы';

/** Every class call of REST, on a class id. */
const calls = (id: number) =>
  [
    ['GET', '/api/classes/'],
    ['POST', '/api/classes/', { name: 'Чужой', student_ids: [] }],
    ['GET', `/api/classes/${id}/`],
    ['PUT', `/api/classes/${id}/`, { name: 'Чужой' }],
    ['DELETE', `/api/classes/${id}/`],
    ['GET', `/api/classes/${id}/report/?period=30`],
  ] as const;
const send = (who: Person, [method, url, json]: readonly [string, string, unknown?]) =>
  who.client.request(method as 'GET', url, json === undefined ? {} : { json });

let groups = 0;
async function groupLedBy(leader: Person, members: readonly Person[]): Promise<GroupDetail> {
  const group = await ok<GroupDetail>(leader.client.request('POST', '/api/groups/', { json: { name: `Кружок ${process.pid}-${++groups}` } }));
  const at = clock.now();
  if (members.length > 0) await t.deps.db('group_members').insert(members.map((m) => ({ group_id: group.id, user_id: m.id, is_leader: false, joined_at: at, last_activity: at })));
  return group;
}

describe('rights', () => {
  it('refuse a student every class call, by REST and tRPC, before anything is looked up', async () => {
    const teacher = await person('teacher');
    const student = await person();
    const made = await createList(teacher, 'Права', [student]);
    for (const call of calls(made.id)) await refused(send(student, call), 403, staffOnly);
    const trpc = await student.client.trpcQuery('classes.report', { id: made.id, period: 30 });
    expect(trpc.statusCode).toBe(403);
    await refused(student.client.request('GET', '/api/classes/999999/'), 403, staffOnly);
  });

  it("answer another teacher's class and a missing one alike: 404 on read, report, change and removal; an admin has only his own", async () => {
    const owner = await person('teacher');
    const other = await person('teacher');
    const admin = await person('admin');
    const student = await person();
    const made = await createList(owner, 'Мой класс', [student]);
    for (const id of [made.id, 999_999]) {
      for (const who of [other, admin]) {
        for (const call of calls(id).slice(2)) await refused(send(who, call), 404, notFound);
      }
    }
    expect((await ok<ClassList>(other.client.request('GET', '/api/classes/'))).classes).toEqual([]);
    expect((await ok<ClassDetail>(owner.client.request('GET', `/api/classes/${made.id}/`))).name).toBe('Мой класс');
    // An admin keeps classes of his own like any teacher.
    const adminClass = await createList(admin, 'Мой класс', [student]);
    expect((await ok<ClassList>(admin.client.request('GET', '/api/classes/'))).classes.map((c) => c.id)).toEqual([adminClass.id]);
  });

  it("give the leader of a group its class (the members but him, the group's name), read-only here, gone with the leadership", async () => {
    const teacher = await person('teacher');
    const [a, b] = [await person(), await person()];
    const group = await groupLedBy(teacher, [a, b]);
    const list = await ok<ClassList>(teacher.client.request('GET', '/api/classes/'));
    expect(list.classes).toEqual([{ id: expect.any(Number) as number, name: group.name, kind: 'group', group_id: group.id, students_count: 2 }]);
    const id = list.classes[0]?.id as number;
    const detail = await ok<ClassDetail>(teacher.client.request('GET', `/api/classes/${id}/`));
    expect(detail.students.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    // A second look makes no second class; a renamed group is seen by its new name.
    await t.deps.db('groups').where({ id: group.id }).update({ name: `${group.name}+` });
    expect((await ok<ClassList>(teacher.client.request('GET', '/api/classes/'))).classes).toMatchObject([{ id, name: `${group.name}+` }]);

    await refused(teacher.client.request('PUT', `/api/classes/${id}/`, { json: { name: 'Другое' } }), 409, groupReadOnly);
    await refused(teacher.client.request('DELETE', `/api/classes/${id}/`), 409, groupReadOnly);

    // A member who leaves the group leaves its class.
    await t.deps.db('group_members').where({ group_id: group.id, user_id: b.id }).delete();
    expect((await ok<ClassDetail>(teacher.client.request('GET', `/api/classes/${id}/`))).students.map((s) => s.id)).toEqual([a.id]);

    // Handing the group over: the former leader no longer sees the class, the new one (a teacher) does, without himself in it.
    const successor = await person('teacher');
    await t.deps.db('group_members').insert({ group_id: group.id, user_id: successor.id, is_leader: false, joined_at: clock.now(), last_activity: clock.now() });
    await ok(teacher.client.request('POST', `/api/groups/${group.id}/transfer_leadership/`, { json: { new_leader_id: successor.id } }));
    for (const call of calls(id).slice(2, 3).concat(calls(id).slice(5))) await refused(send(teacher, call), 404, notFound);
    expect((await ok<ClassList>(teacher.client.request('GET', '/api/classes/'))).classes).toEqual([]);
    const theirs = await ok<ClassList>(successor.client.request('GET', '/api/classes/'));
    expect(theirs.classes).toMatchObject([{ id, kind: 'group', students_count: 2 }]);
    const now = await ok<ClassDetail>(successor.client.request('GET', `/api/classes/${id}/`));
    expect(now.students.map((s) => s.id).sort()).toEqual([a.id, teacher.id].sort());
  });
});

describe('a list', () => {
  it('has a name unique per teacher whatever its case, other teachers free to use it; a student may be in several', async () => {
    const [first, second] = [await person('teacher'), await person('teacher')];
    const student = await person();
    const mine = await createList(first, '10 А', [student]);
    await refused(first.client.request('POST', '/api/classes/', { json: { name: '10 а', student_ids: [] } }), 409, 'Класс «10 а» уже есть');
    const theirs = await createList(second, '10 а', [student]);
    expect(theirs.students).toEqual([{ id: student.id, username: student.name }]);
    const other = await createList(first, '11 Б', []);
    await refused(first.client.request('PUT', `/api/classes/${other.id}/`, { json: { name: '10 А' } }), 409, 'Класс «10 А» уже есть');
    // Its own name in another case is no conflict.
    expect((await ok<ClassDetail>(first.client.request('PUT', `/api/classes/${mine.id}/`, { json: { name: '10 а' } }))).name).toBe('10 а');
    const names = (await ok<ClassList>(first.client.request('GET', '/api/classes/'))).classes.map((c) => [c.name, c.students_count]);
    expect(names).toEqual([['10 а', 1], ['11 Б', 0]]);
  });

  it('takes existing users other than the teacher, at most the limit, and refuses a bad name with a Russian message', async () => {
    const teacher = await person('teacher');
    const student = await person();
    const post = (json: unknown) => teacher.client.request('POST', '/api/classes/', { json });
    await refused(post({ name: 'Пустой', student_ids: [student.id, 987_654] }), 400, 'Ученик не найден: id 987654');
    await refused(post({ name: 'Я сам', student_ids: [teacher.id] }), 400, 'Себя в класс добавить нельзя');
    await refused(post({ name: '   ', student_ids: [] }), 400, 'Введите название класса');
    await refused(post({ name: 'я'.repeat(101) }), 400, 'Название класса не длиннее 100 символов');
    const tooMany = Array.from({ length: maxClassStudents + 1 }, (_, i) => i + 1);
    await refused(post({ name: 'Огромный', student_ids: tooMany }), 400, `В классе не больше ${maxClassStudents} учеников`);
    expect((await ok<ClassList>(teacher.client.request('GET', '/api/classes/'))).classes).toEqual([]);
    const made = await createList(teacher, 'Ок', []);
    await refused(teacher.client.request('PUT', `/api/classes/${made.id}/`, { json: { student_ids: [987_654] } }), 400, 'Ученик не найден: id 987654');
    // A refused change changes nothing.
    expect(await ok<ClassDetail>(teacher.client.request('GET', `/api/classes/${made.id}/`))).toEqual(made);
  });

  it(`is one of at most ${maxClassesPerTeacher} per teacher (a led group's class not counted)`, async () => {
    const teacher = await person('teacher');
    const at = clock.now();
    await t.deps.db('classes').insert(Array.from({ length: maxClassesPerTeacher - 1 }, (_, i) => ({ teacher_id: teacher.id, name: `Класс ${i}`, created_at: at, updated_at: at })));
    await groupLedBy(teacher, []);
    expect((await ok<ClassList>(teacher.client.request('GET', '/api/classes/'))).classes).toHaveLength(maxClassesPerTeacher);
    await createList(teacher, 'Последний', []);
    await refused(teacher.client.request('POST', '/api/classes/', { json: { name: 'Лишний' } }), 409, `У преподавателя не больше ${maxClassesPerTeacher} классов`);
  });
});
