import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { ClassCell, ClassDetail, ClassReport, ClassReportStudent } from '@ege/core/classes/class-schemas';
import type { ForecastView } from '@ege/core/learning/learning-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { Role } from '@ege/core/rules/roles';
import { signInPerson, type Person } from '@ege/tools/test/sign-in-person';
import { ok } from '@ege/tools/test/expect-response';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Thursday 2026-12-10, 12:00 in Moscow: the 7-day period is 2026-12-04 (from 2026-12-03T21:00Z) to today.
const clock = createSettableClock('2026-12-10T09:00:00Z');
let t: TestApp;
/** One task of each number but 19–21, and a 19–21 block. */
const task = new Map<number, number>();
let extra5: number[];
let task8b: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.deps.db;
  for (const type of [...Array.from({ length: 18 }, (_, i) => i + 1), 22, 23, 24, 25, 26, 27]) {
    const value = type === 3 ? '41' : type === 6 ? 'abc' : `${type}0`;
    task.set(type, await insertTask(db, { type, difficulty: 1, text: `<p>Задание ${type}</p>`, answer: { kind: 'field', value } }));
  }
  const block = await insertBlock(db, {
    condition: '<p>Игра</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: `${type}0` } })),
  });
  block.taskIds.forEach((id, i) => task.set(19 + i, id));
  extra5 = await Promise.all([1, 2].map((i) => insertTask(db, { type: 5, difficulty: 1, text: `<p>Ещё 5 (${i})</p>`, answer: { kind: 'field', value: '50' } })));
  task8b = await insertTask(db, { type: 8, difficulty: 1, text: '<p>Ещё 8</p>', answer: { kind: 'field', value: '80' } });
});
afterAll(async () => t.close());

const person = (role: Role = 'student') => signInPerson(t, 'rep', role);
const createList = (who: Person, name: string, students: readonly Person[]) =>
  ok<ClassDetail>(who.client.request('POST', '/api/classes/', { json: { name, student_ids: students.map((s) => s.id) } }));
const reportOf = (who: Person, classId: number, period = 7) => ok<ClassReport>(who.client.request('GET', `/api/classes/${classId}/report/?period=${period}`));

type Try = { task: number; at: string; correct?: boolean; attempt?: number; time?: number; answer?: string };
const answer = (who: Person, tries: readonly Try[]) =>
  t.deps.db('task_attempts').insert(
    tries.map((x) => ({
      user_id: who.id,
      task_id: x.task,
      answered_at: x.at,
      is_correct: x.correct ?? false,
      attempt_number: x.attempt ?? 1,
      solving_time: x.time ?? 0,
      // A wrong answer of one's own unless given: only the given ones are shared.
      user_answer: x.answer ?? (x.correct ? 'верно' : `неверно ${who.id}`),
    })),
  );
const id = (type: number) => task.get(type) as number;
const cell = (student: ClassReportStudent | undefined, type: string): ClassCell | undefined => student?.cells.find((c) => c.type === type);
const empty = (type: string): ClassCell => ({ type, first_tries: 0, first_correct: 0, success: null, avg_time_seconds: null });

describe('the heat map and "Где застряли"', () => {
  it('count first tries per type in the Moscow days of the period, 19–21 as one; shared wrong answers as normalised, never one student alone', async () => {
    const teacher = await person('teacher');
    const [a, b, c, outsider] = [await person(), await person(), await person(), await person()];
    await answer(a, [
      // 23:30 in Moscow on the period's first day counts; the same an evening before does not.
      { task: id(5), at: '2026-12-04T20:30:00Z', correct: true, time: 60 },
      { task: extra5[0] as number, at: '2026-12-03T20:30:00Z', correct: true, time: 999 },
      // A retry after a miss is no first try.
      { task: extra5[1] as number, at: '2026-12-09T10:00:00Z', time: 30 },
      { task: extra5[1] as number, at: '2026-12-09T10:01:00Z', correct: true, attempt: 2, time: 5 },
      { task: id(19), at: '2026-12-08T10:00:00Z', time: 100 },
      { task: id(20), at: '2026-12-08T10:01:00Z', correct: true, time: 50 },
      { task: id(21), at: '2026-12-08T10:02:00Z', correct: true, time: 60 },
      { task: id(3), at: '2026-12-09T10:00:00Z', answer: ' 42 ' },
      { task: id(6), at: '2026-12-09T10:00:00Z', answer: 'Ab  C' },
    ]);
    await answer(b, [
      { task: id(5), at: '2026-12-09T11:00:00Z', time: 20 },
      { task: id(19), at: '2026-12-09T11:00:00Z' },
      { task: id(20), at: '2026-12-09T11:00:00Z' },
      { task: id(3), at: '2026-12-09T11:00:00Z', answer: '40' },
      { task: id(3), at: '2026-12-09T11:01:00Z', attempt: 2, answer: '42' },
      { task: id(6), at: '2026-12-09T11:00:00Z', answer: '\tab c ' },
    ]);
    // One student twice, and the same answer from someone outside the class, make no shared answer.
    await answer(c, [
      { task: id(3), at: '2026-12-09T12:00:00Z', answer: '43' },
      { task: id(3), at: '2026-12-09T12:01:00Z', attempt: 2, answer: '43' },
    ]);
    await answer(outsider, [{ task: id(3), at: '2026-12-09T12:00:00Z', answer: '43' }]);
    const made = await createList(teacher, 'Тепловая карта', [a, b, c]);

    const report = await reportOf(teacher, made.id, 7);
    expect(report.students.map((s) => s.id)).toEqual([a.id, b.id, c.id]);
    const [ra, rb, rc] = report.students;
    expect(ra?.cells.map((x) => x.type)).toEqual(report.types);
    expect(cell(ra, '5')).toEqual({ type: '5', first_tries: 2, first_correct: 1, success: 0.5, avg_time_seconds: 45 });
    expect(cell(ra, '19-21')).toEqual({ type: '19-21', first_tries: 3, first_correct: 2, success: 2 / 3, avg_time_seconds: 70 });
    expect(cell(ra, '3')).toEqual({ type: '3', first_tries: 1, first_correct: 0, success: 0, avg_time_seconds: 0 });
    expect(cell(ra, '1')).toEqual(empty('1'));
    expect(cell(rb, '5')).toEqual({ type: '5', first_tries: 1, first_correct: 0, success: 0, avg_time_seconds: 20 });
    expect(cell(rb, '19-21')).toMatchObject({ first_tries: 2, first_correct: 0, success: 0 });
    expect(rc?.cells.filter((x) => x.first_tries > 0)).toEqual([{ type: '3', first_tries: 1, first_correct: 0, success: 0, avg_time_seconds: 0 }]);

    expect(report.stuck.types).toEqual([
      { type: '3', wrong_first_tries: 3, students: 3 },
      { type: '19-21', wrong_first_tries: 3, students: 2 },
      { type: '5', wrong_first_tries: 2, students: 2 },
      { type: '6', wrong_first_tries: 2, students: 2 },
    ]);
    const ab = [a, b].map((p) => ({ id: p.id, username: p.name }));
    expect(report.stuck.shared_wrong_answers).toEqual([
      { task_id: id(3), type: 3, answer: '42', students: ab },
      { task_id: id(6), type: 6, answer: 'Ab  C', students: ab },
    ]);

    // Thirty days take in the evening before the week.
    const month = await reportOf(teacher, made.id, 30);
    expect(month).toMatchObject({ period: 30, from_day: '2026-11-11', to_day: '2026-12-10' });
    expect(cell(month.students[0], '5')).toMatchObject({ first_tries: 3, first_correct: 2 });
  });

  it('refuses a period other than 7, 30 or 90', async () => {
    const teacher = await person('teacher');
    const made = await createList(teacher, 'Период', []);
    const response = await teacher.client.request('GET', `/api/classes/${made.id}/report/?period=14`);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { detail: string }).detail).toBe('Период — 7, 30 или 90 дней');
  });
});

describe('the forecast', () => {
  it("is the student's own, with its range once there is evidence, and the teacher's look stores nothing", async () => {
    const teacher = await person('teacher');
    const [strong, beginner] = [await person(), await person()];
    const types = [...task.keys()].sort((x, y) => x - y);
    await answer(
      strong,
      types.map((type, i) => ({ task: id(type), at: new Date(Date.UTC(2026, 5, 1 + i)).toISOString(), correct: i % 3 !== 0, time: 90 })),
    );
    await answer(beginner, [{ task: id(1), at: '2026-12-01T10:00:00Z', correct: true }]);
    const made = await createList(teacher, 'Прогноз', [strong, beginner]);
    const report = await reportOf(teacher, made.id, 90);
    expect(await t.deps.db('forecast_history').whereIn('user_id', [strong.id, beginner.id]).count({ n: '*' })).toEqual([{ n: 0 }]);

    const own = await ok<ForecastView>(strong.client.request('GET', '/api/users/forecast/'));
    if (own.status !== 'ready') throw new Error(`expected a ready forecast: ${JSON.stringify(own)}`);
    expect(report.students[0]?.forecast).toEqual({ status: 'ready', expected_test_score: own.expected_test_score, p10: own.p10, p90: own.p90 });
    expect(own.p10).toBeLessThanOrEqual(own.p90);
    const ownBeginner = await ok<ForecastView>(beginner.client.request('GET', '/api/users/forecast/'));
    expect(report.students[1]?.forecast).toEqual({ status: 'insufficient', tasks_answered: 1, need: 19 });
    expect(ownBeginner).toMatchObject({ status: 'insufficient', tasks_answered: 1, need: 19 });
  });
});

describe('the current homework', () => {
  it("is each student's newest from this teacher: not started, in progress, completed, overdue (a rehearsal's window closed)", async () => {
    const [teacher, colleague] = [await person('teacher'), await person('teacher')];
    const students = await Promise.all(Array.from({ length: 8 }, () => person()));
    const [idle, busy, done, late, examBusy, examDone, elsewhere, mixed] = students as [Person, Person, Person, Person, Person, Person, Person, Person];
    const db = t.deps.db;
    const at = (iso: string) => ({ date: iso, created_at: iso, updated_at: iso });
    const tasksHomework = async (who: Person, issuer: Person, iso: string, status: 'in_progress' | 'completed' = 'in_progress') => {
      const [row] = await db('homework_assignments').insert({ user_id: who.id, issued_by: issuer.id, ...at(iso), status, kind: 'tasks' }).returning('id');
      await db('homework_tasks').insert([
        { assignment_id: row?.id, position: 1, task_id: id(8), type: 8 },
        { assignment_id: row?.id, position: 2, task_id: task8b, type: 8 },
      ]);
      return row?.id as number;
    };
    const examHomework = async (who: Person, closes: string) => {
      const [row] = await db('homework_assignments')
        .insert({ user_id: who.id, issued_by: teacher.id, ...at('2026-12-01T09:00:00Z'), kind: 'exam', exam_opens_at: '2026-12-01T09:00:00Z', exam_closes_at: closes })
        .returning('id');
      return row?.id as number;
    };
    // A task homework has no deadline: a month old and untouched, it is not started, not overdue.
    const idleId = await tasksHomework(idle, teacher, '2026-11-01T09:00:00Z');
    await tasksHomework(busy, teacher, '2026-12-09T09:00:00Z');
    await answer(busy, [{ task: id(8), at: '2026-12-09T10:00:00Z' }]);
    await tasksHomework(done, teacher, '2026-12-09T09:00:00Z');
    await db('task_solves').insert({ user_id: done.id, task_id: id(8), task_type: 8 });
    await answer(done, [{ task: task8b, at: '2026-12-09T10:00:00Z', attempt: 2, correct: true }]);
    const lateId = await examHomework(late, '2026-12-09T09:00:00Z');
    const examBusyId = await examHomework(examBusy, '2026-12-09T09:00:00Z');
    await db('exam_rehearsals').insert({ user_id: examBusy.id, homework_id: examBusyId, task_ids: [id(1)], started_at: '2026-12-10T08:00:00Z', deadline_at: '2026-12-10T12:00:00Z' });
    const examDoneId = await examHomework(examDone, '2026-12-20T09:00:00Z');
    const items = [5, 1, 0, 2].map((points, i) => ({ task_id: id(i + 1), points }));
    await db('exam_rehearsals').insert({
      user_id: examDone.id,
      homework_id: examDoneId,
      task_ids: items.map((item) => item.task_id),
      started_at: '2026-12-05T08:00:00Z',
      deadline_at: '2026-12-05T12:00:00Z',
      finished_at: '2026-12-05T11:00:00Z',
      finished_by: 'student',
      results: JSON.stringify({ items }),
    });
    await tasksHomework(elsewhere, colleague, '2026-12-09T09:00:00Z');
    // The colleague's newer homework does not hide this teacher's older one.
    const mixedId = await tasksHomework(mixed, teacher, '2026-12-01T09:00:00Z', 'completed');
    await tasksHomework(mixed, colleague, '2026-12-09T09:00:00Z');

    const made = await createList(teacher, 'Домашка', students);
    const report = await reportOf(teacher, made.id, 30);
    const homework = Object.fromEntries(report.students.map((s) => [s.id, s.homework]));
    expect(homework[idle.id]).toEqual({ id: idleId, kind: 'tasks', date: '2026-11-01T09:00:00.000Z', state: 'not_started', solved: 0, total: 2 });
    expect(homework[busy.id]).toMatchObject({ kind: 'tasks', state: 'in_progress', solved: 0, total: 2 });
    expect(homework[done.id]).toMatchObject({ kind: 'tasks', state: 'completed', solved: 2, total: 2 });
    expect(homework[late.id]).toEqual({ id: lateId, kind: 'exam', date: '2026-12-01T09:00:00.000Z', state: 'overdue', solved: 0, total: 27 });
    expect(homework[examBusy.id]).toMatchObject({ id: examBusyId, state: 'in_progress', solved: 0, total: 27 });
    expect(homework[examDone.id]).toMatchObject({ id: examDoneId, state: 'completed', solved: 3, total: 27 });
    expect(homework[elsewhere.id]).toBeNull();
    expect(homework[mixed.id]).toMatchObject({ id: mixedId, state: 'completed' });
    // The colleague sees only his own.
    const theirs = await createList(colleague, 'Домашка', [mixed, idle]);
    const theirReport = await reportOf(colleague, theirs.id, 30);
    expect(theirReport.students.find((s) => s.id === mixed.id)?.homework).toMatchObject({ state: 'not_started', solved: 0, total: 2 });
    expect(theirReport.students.find((s) => s.id === idle.id)?.homework).toBeNull();
  });
});
