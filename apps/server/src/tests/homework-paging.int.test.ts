import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkAssignment, HomeworkList } from '@ege/core/homework/homework-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
/** Tasks of type 1 whose answer is `answer-<index>`. */
const tasks: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 6; i++) tasks.push(await insertTask(t.deps.db, { type: 1, difficulty: 1, text: `<p>Задание ${i}</p>`, answer: { kind: 'field', value: `answer-${i}` } }));
});
afterAll(async () => t.close());

const homeworkUrl = '/api/users/homework/';
const userIdOf = async (client: HttpClient): Promise<number> => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const statusOf = async (id: number): Promise<string> => ((await t.deps.db('homework_assignments').where({ id }).first('status')) as { status: string }).status;

/** `count` assignments straight into the tables, a day apart and every fourth on its neighbour's date; each of one task. */
async function insertAssignments(userId: number, count: number, status: 'in_progress' | 'completed' = 'in_progress'): Promise<number[]> {
  const base = Date.parse('2026-09-01T09:00:00.000Z');
  const rows = Array.from({ length: count }, (_, i) => ({ user_id: userId, status, date: new Date(base + (i % 4 === 3 ? i - 1 : i) * 86_400_000) }));
  const ids = ((await t.deps.db('homework_assignments').insert(rows).returning('id')) as { id: number }[]).map((row) => row.id);
  await t.deps.db('homework_tasks').insert(ids.map((id, i) => ({ assignment_id: id, position: 1, task_id: tasks[i % tasks.length]!, type: 1 })));
  return ids;
}

async function page(client: HttpClient, query: string): Promise<HomeworkList> {
  const response = await client.request('GET', `${homeworkUrl}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeworkList;
}

async function readAll(client: HttpClient, query: string, between?: () => Promise<unknown>): Promise<{ assignments: HomeworkAssignment[]; pages: number }> {
  const assignments: HomeworkAssignment[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const result = await page(client, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    assignments.push(...[...result.active, ...result.completed].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id));
    cursor = result.next_cursor;
    if (++pages === 1) await between?.();
  } while (cursor !== null && pages < 50);
  return { assignments, pages };
}

async function newestFirst(ids: number[]): Promise<number[]> {
  const rows = (await t.deps.db('homework_assignments').whereIn('id', ids).orderBy([{ column: 'date', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id')) as { id: number }[];
  return rows.map((row) => row.id);
}

describe('the homework list in keyset pages', () => {
  it('pages through 45 assignments: newest first, none twice, none missing, stable under an assignment made between pages; by status apart', async () => {
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const active = await insertAssignments(studentId, 30);
    const completed = await insertAssignments(studentId, 15, 'completed');
    const other = await signIn(t, 'student');
    const othersIds = await insertAssignments(await userIdOf(other), 5);
    const teacher = await signIn(t, 'teacher');

    const first = await page(student, '');
    expect(first.active.length + first.completed.length).toBe(20);
    let made = 0;
    const all = await readAll(student, 'page_size=20', async () => {
      const response = await teacher.request('POST', homeworkUrl, { json: { user_ids: [studentId], tasks: { '1': 1 } } });
      expect(response.statusCode, response.body).toBe(200);
      made = (response.json() as HomeworkAssignment[])[0]!.id;
    });
    const ids = all.assignments.map((assignment) => assignment.id);
    expect(all.pages).toBe(3);
    expect(ids).toEqual(await newestFirst([...active, ...completed]));
    expect(ids).not.toContain(made);
    for (const id of othersIds) expect(ids).not.toContain(id);

    const activePages = await readAll(student, 'status=active&page_size=8');
    expect(activePages.assignments.every((assignment) => assignment.status !== 'completed')).toBe(true);
    expect(activePages.assignments.map((assignment) => assignment.id)).toEqual(await newestFirst([...active, made]));
    const completedPages = await readAll(student, 'status=completed&page_size=8');
    expect(completedPages.assignments.map((assignment) => assignment.id)).toEqual(await newestFirst(completed));

    // Staff page through a student's history; a student naming someone else gets 404.
    expect((await readAll(teacher, `user_id=${studentId}&page_size=50`)).assignments).toHaveLength(46);
    expect((await other.request('GET', `${homeworkUrl}?user_id=${studentId}`)).statusCode).toBe(404);
  });

  it('completes an assignment in the answer check that solves its last task, before anything reads it', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [assignment] = (await teacher.request('POST', homeworkUrl, { json: { user_ids: [studentId], tasks: { '1': 2 } } })).json() as HomeworkAssignment[];
    const [firstTask, secondTask] = assignment!.task_list.map((task) => task.id);
    const check = async (taskId: number, answer: string) => {
      const response = await student.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: answer } });
      expect(response.statusCode, response.body).toBe(200);
    };
    await check(firstTask!, `answer-${tasks.indexOf(firstTask!)}`);
    await check(secondTask!, 'неверно');
    expect(await statusOf(assignment!.id)).toBe('in_progress');
    await check(secondTask!, `answer-${tasks.indexOf(secondTask!)}`);
    expect(await statusOf(assignment!.id)).toBe('completed');
    expect((await page(student, 'status=completed')).completed.map((a) => a.id)).toEqual([assignment!.id]);
    expect(await page(student, 'status=active')).toEqual({ active: [], completed: [], next_cursor: null });
  });

  it('a read completes only the fully solved assignments of its own page (solves written around the check)', async () => {
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const ids = await insertAssignments(studentId, 25);
    const ordered = await newestFirst(ids);
    const onFirstPage = ordered[2]!;
    const onSecondPage = ordered[22]!;
    // Each of the two gets a task of its own, answered right by a write that is not the check.
    for (const id of [onFirstPage, onSecondPage]) {
      const taskId = await insertTask(t.deps.db, { type: 2, difficulty: 1, text: `<p>Своё ${id}</p>`, answer: { kind: 'field', value: 'x' } });
      await t.deps.db('homework_tasks').where({ assignment_id: id }).update({ task_id: taskId, type: 2 });
      await t.deps.db('task_attempts').insert({ user_id: studentId, task_id: taskId, user_answer: 'x', is_correct: true, attempt_number: 1 });
    }
    const first = await page(student, 'page_size=20');
    expect(first.completed.map((a) => a.id)).toEqual([onFirstPage]);
    expect(await statusOf(onFirstPage)).toBe('completed');
    expect(await statusOf(onSecondPage)).toBe('in_progress');
    const second = await page(student, `page_size=20&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.completed.map((a) => a.id)).toEqual([onSecondPage]);
    expect(await statusOf(onSecondPage)).toBe('completed');
  });

  it('answers 400 with a Russian message to a tampered cursor, a bad page size or status, never 500', async () => {
    const student = await signIn(t, 'student');
    await insertAssignments(await userIdOf(student), 3);
    const { next_cursor } = await page(student, 'page_size=1');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of ['x', `${next_cursor}=`, next_cursor!.slice(2), encode(['2026-13-01T00:00:00.000000Z', 1]), encode(['2026-10-01T10:00:00.000000Z', 0]), encode([null, 1])]) {
      const response = await student.request('GET', `${homeworkUrl}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, `${cursor}: ${response.body}`).toBe(400);
      expect((response.json() as { detail: string }).detail).toMatch(/курсор/i);
    }
    for (const query of ['page_size=0', 'page_size=1000', 'status=done']) {
      const response = await student.request('GET', `${homeworkUrl}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { detail: string }).detail).toMatch(/[а-я]/);
    }
  });
});
