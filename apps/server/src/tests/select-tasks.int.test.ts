import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@ege/core/errors/app-error';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createUser } from '@ege/core/identity/create-user';
import { noTypeChosenMessage, selectTasks } from '@ege/core/variants/select-tasks';
import { selectTasksInput } from '@ege/core/variants/variant-schemas';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let userId: number;
/** Task ids of the bank by type ('19-21': each block's three ids in order). */
const bank: Record<string, number[]> = {};
const blocks: number[][] = [];
const taskType = new Map<number, number>();

const single = async (type: number, subject = 'inf') => {
  const id = await insertTask(t.deps.db, { subject, type, difficulty: 1, text: `<p>Задание типа ${type}</p>`, answer: { kind: 'field', value: '1' } });
  if (subject === 'inf') (bank[String(type)] ??= []).push(id);
  taskType.set(id, type);
  return id;
};
const block = async (subject = 'inf') => {
  const { taskIds } = await insertBlock(t.deps.db, {
    subject,
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: '1' } })),
  });
  if (subject === 'inf') blocks.push(taskIds);
  taskIds.forEach((id, index) => taskType.set(id, 19 + index));
  return taskIds;
};
const solve = (user: number, taskId: number) => t.deps.db('task_solves').insert({ user_id: user, task_id: taskId, task_type: taskType.get(taskId)! });

/** What the router hands the service: the schema's output, defaults filled in. */
const input = (tasks_by_type: Record<string, number>, rest: { exclude_solved?: boolean; subject?: string } = {}) => selectTasksInput.parse({ tasks_by_type, ...rest });
const select = (user: number | null, tasksByType: Record<string, number>, rest: { exclude_solved?: boolean; subject?: string } = {}) =>
  selectTasks(t.deps.db, user, input(tasksByType, rest));
const errorOf = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.deps.db, { username: 'picker', email: 'picker@example.ru', password: 'test-password-1', role: 'student' })).id;
  // Types interleaved as an upload order would leave them, blocks among them.
  for (let round = 0; round < 5; round++) {
    await single(1);
    if (round < 4) await block();
    if (round < 3) await single(27);
    await single(8);
    await single(8, 'other');
  }
  await single(5);
  await block('other');
});
afterAll(async () => t.close());

describe('selectTasks on the database', () => {
  it('honours the count of every type, orders by type and brings blocks whole, their three in order', async () => {
    for (let run = 0; run < 20; run++) {
      const ids = await select(userId, { '27': 2, '1': 3, '19-21': 2, '5': 1 });
      expect(ids).toHaveLength(3 + 1 + 6 + 2);
      const types = ids.map((id) => taskType.get(id)!);
      expect(types).toEqual([1, 1, 1, 5, 19, 20, 21, 19, 20, 21, 27, 27]);
      const picked = [ids.slice(4, 7), ids.slice(7, 10)];
      for (const three of picked) expect(blocks).toContainEqual(three);
      expect(picked[0]).not.toEqual(picked[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('never repeats a task, and spreads its picks over the whole type', async () => {
    const seen = new Set<number>();
    const seenBlocks = new Set<number>();
    for (let run = 0; run < 200; run++) {
      const ids = await select(userId, { '1': 2, '19-21': 1 });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.slice(0, 2).every((id) => bank['1']!.includes(id))).toBe(true);
      ids.slice(0, 2).forEach((id) => seen.add(id));
      seenBlocks.add(ids[2]!);
    }
    expect([...seen].sort()).toEqual([...bank['1']!].sort());
    expect(seenBlocks.size).toBe(blocks.length);
  });

  it('gives the whole type when all of it is asked for, every time', async () => {
    for (let run = 0; run < 50; run++) {
      const ids = await select(userId, { '1': 5, '19-21': 4 });
      expect(ids.slice(0, 5)).toEqual([...bank['1']!].sort((a, b) => a - b));
      expect(ids.slice(5)).toEqual(blocks.flat());
    }
  });

  it('merges 19, 20 and 21 into blocks: the largest of them', async () => {
    const ids = await select(userId, { '19': 1, '20': 2, '21': 1 });
    expect(ids.map((id) => taskType.get(id))).toEqual([19, 20, 21, 19, 20, 21]);
  });

  it('keeps to the subject', async () => {
    const other = await select(userId, { '8': 5, '19-21': 1 }, { subject: 'other' });
    expect(other.map((id) => taskType.get(id))).toEqual([8, 8, 8, 8, 8, 19, 20, 21]);
    expect(other.some((id) => bank['8']!.includes(id) || blocks.flat().includes(id))).toBe(false);
  });

  it('skips solved tasks and any block with a solved question; exclude_solved false takes them too', async () => {
    const user = (await createUser(t.deps.db, { username: 'solver', email: 'solver@example.ru', password: 'test-password-1', role: 'student' })).id;
    const solved = [bank['1']![0]!, bank['1']![3]!, blocks[1]![1]!, bank['27']![2]!];
    for (const id of solved) await solve(user, id);
    for (let run = 0; run < 50; run++) {
      const ids = await select(user, { '1': 3, '19-21': 3, '27': 2 });
      expect(ids).toHaveLength(3 + 9 + 2);
      expect(ids.filter((id) => solved.includes(id))).toEqual([]);
      expect(ids.slice(3, 12)).toEqual([...blocks[0]!, ...blocks[2]!, ...blocks[3]!]);
    }
    const error = await errorOf(select(user, { '1': 4 }));
    expect(error.message).toBe('Ошибка подбора задач: не хватает нерешённых заданий — тип 1: нужно 4, доступно 3');
    const all = await select(user, { '1': 5, '19-21': 4, '27': 3 }, { exclude_solved: false });
    expect(all).toEqual([...bank['1']!, ...blocks.flat(), ...bank['27']!]);
    // Another user's solves change nothing for this one; nor does a guest's call.
    expect(await select(userId, { '1': 5 })).toHaveLength(5);
    expect(await select(null, { '1': 5, '19-21': 4 })).toHaveLength(5 + 12);
  });

  it('names every short type with what it has, and picks nothing then', async () => {
    const error = await errorOf(select(userId, { '27': 4, '19-21': 6, '5': 3, '9': 1, '1': 1 }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(
      'Ошибка подбора задач: не хватает нерешённых заданий — тип 5: нужно 3, доступно 1; тип 9: нужно 1, доступно 0; блоки 19-21: нужно 6, доступно 4; тип 27: нужно 4, доступно 3',
    );
    expect(error.fields).toEqual({
      'tasks_by_type.5': ['Нужно 3, доступно 1'],
      'tasks_by_type.9': ['Нужно 1, доступно 0'],
      'tasks_by_type.19-21': ['Нужно 6, доступно 4'],
      'tasks_by_type.27': ['Нужно 4, доступно 3'],
    });
    const bankOnly = await errorOf(select(userId, { '5': 2 }, { exclude_solved: false }));
    expect(bankOnly.message).toBe('Ошибка подбора задач: не хватает заданий в банке — тип 5: нужно 2, доступно 1');
  });

  it('asks for at least one type when every count is zero', async () => {
    for (const counts of [{}, { '1': 0, '19-21': 0 }, { '20': 0 }] as Record<string, number>[]) {
      const error = await errorOf(select(userId, counts));
      expect(error.message).toBe(noTypeChosenMessage);
      expect(error.fields).toEqual({ tasks_by_type: [noTypeChosenMessage] });
    }
  });
});

describe('POST /api/tasks/variants/select_tasks/', () => {
  const path = '/api/tasks/variants/select_tasks/';

  it('picks for a signed-in student, unsolved by default, and answers a shortage with 400 and its detail', async () => {
    const username = `select_student_${process.pid}`;
    const student = await signIn(t, 'student', username);
    const id = ((await t.deps.db('users').where({ username }).first('id')) as { id: number }).id;
    await solve(id, bank['27']![0]!);

    const response = await student.request('POST', path, { json: { tasks_by_type: { '1': 2, '19-21': 1, '27': 2 } } });
    expect(response.statusCode, response.body).toBe(200);
    const { task_ids } = response.json() as { task_ids: number[] };
    expect(task_ids.map((taskId) => taskType.get(taskId))).toEqual([1, 1, 19, 20, 21, 27, 27]);
    expect(task_ids).not.toContain(bank['27']![0]);

    const withSolved = await student.request('POST', path, { json: { tasks_by_type: { '27': 3 }, exclude_solved: false, subject: 'inf' } });
    expect((withSolved.json() as { task_ids: number[] }).task_ids).toEqual(bank['27']);

    const short = await student.request('POST', path, { json: { tasks_by_type: { '27': 3 } } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      detail: 'Ошибка подбора задач: не хватает нерешённых заданий — тип 27: нужно 3, доступно 2',
      errors: { 'tasks_by_type.27': ['Нужно 3, доступно 2'] },
    });

    const none = await student.request('POST', path, { json: { tasks_by_type: { '1': 0 } } });
    expect(none.statusCode).toBe(400);
    expect((none.json() as { detail: string }).detail).toBe(noTypeChosenMessage);
  });

  it('refuses an unknown type and a count outside 0–100', async () => {
    const student = await signIn(t, 'student');
    for (const tasks_by_type of [{ '28': 1 }, { '1': 101 }, { '1': -1 }]) {
      const response = await student.request('POST', path, { json: { tasks_by_type } });
      expect(response.statusCode, JSON.stringify(tasks_by_type)).toBe(400);
    }
  });

  it('answers a guest with 401', async () => {
    const guest = await t.app.inject({ method: 'POST', url: path, payload: { tasks_by_type: { '1': 1 } } });
    expect(guest.statusCode).toBe(401);
  });
});
