import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@ege/core/activity/activity-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createUser } from '@ege/core/identity/create-user';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

type ErrorBody = { detail: string; errors?: Record<string, string[]> };

let t: TestApp;
let admin: HttpClient;
let student: HttpClient;
let studentId: number;
let fieldTask: number;
let tableTask: number;
let block: { blockId: number; taskIds: number[] };
let pagedUserId: number;
let pagedTasks: number[];

const check = (client: HttpClient, task_id: number, answer: { user_answer?: string; user_table_answer?: string[][] }) =>
  client.request('POST', '/api/tasks/check/', { json: { task_id, solving_time: 30, ...answer } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  student = await signIn(t, 'student', 'activity_student');
  studentId = ((await student.request('GET', '/api/users/profile/')).json() as { id: number }).id;
  fieldTask = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>Сколько дорог?</p>', answer: { kind: 'field', value: '42' } });
  tableTask = await insertTask(t.deps.db, { type: 27, difficulty: 3, text: '<p>27</p>', answer: { kind: 'table', rows: [['1', '2'], ['3', '4']] } });
  block = await insertBlock(t.deps.db, {
    condition: '<p>Два игрока, Петя и Ваня…</p>',
    difficulty: 2,
    questions: [
      { type: 19, question: '<p>Вопрос 19</p>', answer: { kind: 'field', value: '20' } },
      { type: 20, question: '<p>Вопрос 20</p>', answer: { kind: 'table', rows: [['10', '18']] } },
      { type: 21, question: '<p>Вопрос 21</p>', answer: { kind: 'field', value: '17' } },
    ],
  });
  // Oldest to newest last attempt: the field task (wrong, then right), block question 20, task 27.
  expect((await check(student, fieldTask, { user_answer: '7' })).statusCode).toBe(200);
  expect((await check(student, fieldTask, { user_answer: '42' })).statusCode).toBe(200);
  expect((await check(student, block.taskIds[1]!, { user_answer: '1 2' })).statusCode).toBe(200);
  expect((await check(student, tableTask, { user_table_answer: [['1', '2'], ['3', '5']] })).statusCode).toBe(200);

  // A user with 25 attempted tasks, one attempt each a minute apart: for the paging.
  const paged = await createUser(t.deps.db, { username: 'paged_user', email: 'Paged.User@example.ru', password: 'test-password-1', role: 'student' });
  pagedUserId = paged.id;
  pagedTasks = [];
  for (let i = 0; i < 25; i++) pagedTasks.push(await insertTask(t.deps.db, { type: 5, difficulty: 1, text: `<p>${i}</p>`, answer: { kind: 'field', value: '1' } }));
  await t.deps.db('task_attempts').insert(
    pagedTasks.map((task_id, i) => ({
      user_id: pagedUserId,
      task_id,
      answered_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      user_answer: '0',
      is_correct: false,
      attempt_number: 1,
    })),
  );
});
afterAll(async () => t.close());

const activity = async (client: HttpClient, query: string) => client.request('GET', `/api/users/activity/?${query}`);
const pageOf = async (query: string) => {
  const response = await activity(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ActivityPage;
};

describe('GET /users/activity/', () => {
  it('is for admins only: a student and a teacher get 403, over REST and tRPC', async () => {
    const teacher = await signIn(t, 'teacher');
    for (const client of [student, teacher]) {
      const response = await activity(client, `user_id=${studentId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Доступ только для администратора' });
      expect((await client.trpcQuery('activity.list', { user_id: studentId })).statusCode).toBe(403);
    }
  });

  it('groups the attempts per task, newest last attempt first, with the history newest first', async () => {
    const page = await pageOf(`user_id=${studentId}`);
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(page.results.map((item) => item.task_id)).toEqual([tableTask, block.taskIds[1], fieldTask]);
    const [table, question, field] = page.results;

    expect(table).toMatchObject({ task_type: 27, status: 'not_solved', revealed: false, correct_answer: '1 2 | 3 4', attempts_total: 1 });
    expect(table!.answers_history).toEqual([
      { answered_at: table!.requested_at, is_correct: false, attempts_count: 1, user_answer: null, user_table_answer: [['1', '2'], ['3', '5']] },
    ]);

    expect(question).toMatchObject({ task_type: 20, status: 'not_solved', correct_answer: '10 18' });
    expect(question!.task).toMatchObject({ text: '<p>Два игрока, Петя и Ваня…</p>', question: '<p>Вопрос 20</p>', block_id: block.blockId, attachments: [] });
    expect(question!.answers_history[0]).toMatchObject({ is_correct: false, user_answer: '1 2' });

    expect(field).toMatchObject({ task_type: 1, status: 'solved', correct_answer: '42', attempts_total: 2 });
    expect(field!.task).toMatchObject({ id: fieldTask, text: '<p>Сколько дорог?</p>', image: null, solution_document: null });
    expect(field!.answers_history.map((attempt) => [attempt.attempts_count, attempt.is_correct, attempt.user_answer])).toEqual([
      [2, true, '42'],
      [1, false, '7'],
    ]);
    expect(field!.requested_at).toBe(field!.answers_history[0]!.answered_at);
    expect(Date.parse(field!.answers_history[0]!.answered_at)).toBeGreaterThanOrEqual(Date.parse(field!.answers_history[1]!.answered_at));
  });

  it('filters by task type (19-21 too) and by status', async () => {
    const ids = async (query: string) => (await pageOf(`user_id=${studentId}&${query}`)).results.map((item) => item.task_id);
    expect(await ids('task_type=19-21')).toEqual([block.taskIds[1]]);
    expect(await ids('task_type=1')).toEqual([fieldTask]);
    expect(await ids('task_type=5')).toEqual([]);
    expect(await ids('status=solved')).toEqual([fieldTask]);
    expect(await ids('status=not_solved')).toEqual([tableTask, block.taskIds[1]]);
    expect(await ids('task_type=1&status=not_solved')).toEqual([]);
    expect(await ids('task_type=&status=all')).toEqual([tableTask, block.taskIds[1], fieldTask]);
    expect((await pageOf(`user_id=${studentId}&status=solved`)).count).toBe(1);
  });

  it('pages: count of all, the page asked', async () => {
    const newestFirst = [...pagedTasks].reverse();
    const second = await pageOf(`user_id=${pagedUserId}&page=2&page_size=10`);
    expect(second).toMatchObject({ count: 25, page: 2, page_size: 10 });
    expect(second.results.map((item) => item.task_id)).toEqual(newestFirst.slice(10, 20));
    const third = await pageOf(`user_id=${pagedUserId}&page=3&page_size=10`);
    expect(third.results.map((item) => item.task_id)).toEqual(newestFirst.slice(20));
    // Past the end: no rows, and still the count.
    expect(await pageOf(`user_id=${pagedUserId}&page=9`)).toEqual({ count: 25, page: 9, page_size: 20, results: [] });
    const trpc = await admin.trpcQuery('activity.list', { user_id: pagedUserId, page_size: 5 });
    expect(trpc.statusCode).toBe(200);
  });

  it('answers a user without attempts with an empty page', async () => {
    expect(await pageOf('user_id=999999')).toEqual({ count: 0, page: 1, page_size: 20, results: [] });
  });

  it.each([
    ['', 'user_id', 'Укажите id пользователя'],
    ['user_id=abc', 'user_id', 'Укажите id пользователя'],
    ['user_id=0', 'user_id', 'Укажите id пользователя'],
    ['user_id=1&task_type=28', 'task_type', 'Тип задания — число от 1 до 27 или 19-21'],
    ['user_id=1&status=waiting', 'status', 'Статус — solved (решено) или not_solved (не решено)'],
    ['user_id=1&page=0', 'page', 'Номер страницы — целое число от 1'],
    ['user_id=1&page_size=101', 'page_size', 'Размер страницы — от 1 до 100'],
  ])('refuses "%s" with 400 and a Russian message', async (query, field, message) => {
    const response = await activity(admin, query);
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).errors?.[field]).toEqual([message]);
  });
});

describe('GET /users/search/', () => {
  const search = (client: HttpClient, q: string) => client.request('GET', `/api/users/search/?q=${encodeURIComponent(q)}`);
  type Found = { results: { id: number; username: string; email: string }[] };

  it('is for staff: a teacher may search, a student gets 403', async () => {
    const teacher = await signIn(t, 'teacher');
    expect((await search(teacher, 'activity')).statusCode).toBe(200);
    const refused = await search(student, 'activity');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Доступ только для преподавателей и администраторов' });
  });

  it('needs 2 characters', async () => {
    for (const url of ['/api/users/search/?q=a', '/api/users/search/?q=%20a%20', '/api/users/search/']) {
      const response = await admin.request('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as ErrorBody).errors?.q).toEqual(['Введите не меньше 2 символов']);
    }
  });

  it('finds by the start of the username (any case), by e-mail and by id', async () => {
    const byName = (await search(admin, 'ACTIVITY_st')).json() as Found;
    expect(byName.results).toEqual([{ id: studentId, username: 'activity_student', email: 'activity_student@example.ru' }]);
    const byEmail = (await search(admin, 'paged.user@')).json() as Found;
    expect(byEmail.results).toEqual([{ id: pagedUserId, username: 'paged_user', email: 'Paged.User@example.ru' }]);
    // Ids below 10 are asked with a leading zero: the query needs 2 characters.
    const byId = (await search(admin, String(pagedUserId).padStart(2, '0'))).json() as Found;
    expect(byId.results[0]).toMatchObject({ id: pagedUserId });
    expect(((await search(admin, 'nobody_here')).json() as Found).results).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(((await search(admin, '%%')).json() as Found).results).toEqual([]);
  });

  it('returns at most 20 users', async () => {
    for (let i = 0; i < 22; i++) await createUser(t.deps.db, { username: `many_${i}`, email: `many_${i}@example.ru`, password: 'test-password-1', role: 'student' });
    const found = (await search(admin, 'many_')).json() as Found;
    expect(found.results).toHaveLength(20);
  });
});
