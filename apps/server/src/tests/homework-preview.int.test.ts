import type { HomeworkPreview, RecentHomeworkIssues } from '@ege/core/homework/homework-preview-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestApp;
const ofType3: number[] = [];
let block: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  for (let i = 0; i < 2; i++) ofType3.push(await insertTask(db, { type: 3, difficulty: 1, text: `<p>Третье ${i}</p>`, answer: { kind: 'field', value: `3${i}` } }));
  const { taskIds } = await insertBlock(db, {
    condition: '<p>Игра</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: `${type}` } })),
  });
  block = taskIds;
});
afterAll(async () => t.close());

const userIdOf = async (client: HttpClient): Promise<number> => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const usernameOf = async (client: HttpClient): Promise<string> => ((await client.request('GET', '/api/users/profile/')).json() as { username: string }).username;
const preview = (client: HttpClient, body: unknown) => client.request('POST', '/api/users/homework/preview/', { json: body });
const rowCount = async (table: string) => Number(((await t.deps.db(table).count({ n: '*' })) as { n: string }[])[0]!.n);

describe('POST /users/homework/preview/', () => {
  it("draws for each student as 'Выдать' would, names who is short, and writes nothing", async () => {
    const teacher = await signIn(t, 'teacher');
    const [fresh, solver] = [await signIn(t, 'student'), await signIn(t, 'student')];
    const [freshId, solverId] = [await userIdOf(fresh), await userIdOf(solver)];
    await t.deps.db('task_solves').insert({ user_id: solverId, task_id: ofType3[0], task_type: 3 });
    const before = { assignments: await rowCount('homework_assignments'), notifications: await rowCount('notifications') };

    const response = await preview(teacher, { user_ids: [freshId, solverId], tasks: { '3': 2, '19-21': 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const { students } = response.json() as HomeworkPreview;
    expect(students.map((student) => student.user_id)).toEqual([freshId, solverId]);
    expect(students[0]).toMatchObject({ username: await usernameOf(fresh), error: null });
    expect([...students[0]!.tasks!].sort((a, b) => a.id - b.id)).toEqual(
      [...ofType3.map((id) => ({ id, type: 3 })), ...block.map((id, index) => ({ id, type: 19 + index }))].sort((a, b) => a.id - b.id),
    );
    expect(students[1]).toMatchObject({ tasks: null, error: expect.stringMatching(/^Ошибка подбора задач: .*тип 3: нужно 2, доступно 1/) });

    expect({ assignments: await rowCount('homework_assignments'), notifications: await rowCount('notifications') }).toEqual(before);
  });

  it("with fill_generated counts each short type as filled, as 'Выдать' fills it, and stores no task", async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const ofType5 = await insertTask(t.deps.db, { type: 5, difficulty: 1, text: '<p>Пятое</p>', answer: { kind: 'field', value: '5' } });
    const tasksBefore = await rowCount('tasks');

    const plain = await preview(teacher, { user_ids: [studentId], tasks: { '5': 3, '3': 1 } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((plain.json() as HomeworkPreview).students[0]).toMatchObject({ tasks: null, generated: [], error: expect.stringMatching(/тип 5: нужно 3, доступно 1/) });

    const filled = await preview(teacher, { user_ids: [studentId], tasks: { '5': 3, '3': 1 }, fill_generated: true });
    expect(filled.statusCode, filled.body).toBe(200);
    const [drawn] = (filled.json() as HomeworkPreview).students;
    expect(drawn).toMatchObject({ error: null, generated: [{ type: 5, count: 2 }] });
    expect(drawn!.tasks!.map((task) => task.type)).toEqual([3, 5]);
    expect(drawn!.tasks!.find((task) => task.type === 5)!.id).toBe(ofType5);
    expect(await rowCount('tasks')).toBe(tasksBefore);

    // Every type has a generator: a second short type (type 3 has two tasks) is counted as filled too.
    const both = await preview(teacher, { user_ids: [studentId], tasks: { '5': 3, '3': 3 }, fill_generated: true });
    expect((both.json() as HomeworkPreview).students[0]).toMatchObject({ error: null, generated: [{ type: 3, count: 1 }, { type: 5, count: 2 }] });
    expect(await rowCount('tasks')).toBe(tasksBefore);

    // 'Выдать' with the option then gives what the preview showed: three tasks of type 5, two of them generated now.
    const assigned = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], tasks: { '5': 3, '3': 1 }, fill_generated: true } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await rowCount('tasks')).toBe(tasksBefore + 2);
  });

  it("refuses what 'Выдать' refuses, and students", async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const nothing = await preview(teacher, { user_ids: [studentId], tasks: { '3': 0 } });
    expect(nothing.statusCode).toBe(400);
    expect((nothing.json() as { detail: string }).detail).toBe('Ошибка: выберите хотя бы одну задачу');
    const nobody = await preview(teacher, { user_ids: [2_000_000_000], tasks: { '3': 1 } });
    expect(nobody.statusCode).toBe(404);
    expect((nobody.json() as { detail: string }).detail).toBe('Пользователь не найден');
    expect((await preview(student, { user_ids: [studentId], tasks: { '3': 1 } })).statusCode).toBe(403);
  });
});

describe('GET /users/homework/recent-issues/', () => {
  it("lists the caller's own issues, newest first, each with its students", async () => {
    const teacher = await signIn(t, 'teacher');
    const other = await signIn(t, 'teacher');
    const students = [await signIn(t, 'student'), await signIn(t, 'student'), await signIn(t, 'student')];
    const ids = await Promise.all(students.map(userIdOf));
    const names = await Promise.all(students.map(usernameOf));
    const assign = async (client: HttpClient, userIds: number[], comment: string) => {
      const response = await client.request('POST', '/api/users/homework/', { json: { user_ids: userIds, tasks: { '3': 1 }, comment } });
      expect(response.statusCode, response.body).toBe(200);
    };
    await assign(teacher, [ids[0]!, ids[1]!], 'Первая выдача');
    await assign(teacher, [ids[2]!], 'Вторая выдача');
    await assign(other, [ids[0]!], 'Чужая');

    const response = await teacher.request('GET', '/api/users/homework/recent-issues/?limit=5');
    expect(response.statusCode, response.body).toBe(200);
    const { issues } = response.json() as RecentHomeworkIssues;
    expect(issues.map((issue) => issue.comment)).toEqual(['Вторая выдача', 'Первая выдача']);
    expect(issues[0]!.students).toEqual([{ id: ids[2], username: names[2] }]);
    expect(issues[1]!.students.map((student) => student.id).sort((a, b) => a - b)).toEqual([ids[0], ids[1]].sort((a, b) => a! - b!));

    const bad = await teacher.request('GET', '/api/users/homework/recent-issues/?limit=500');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { detail: string }).detail).toBe('Число выдач — от 1 до 20');
    expect((await students[0]!.request('GET', '/api/users/homework/recent-issues/')).statusCode).toBe(403);
  });
});
