import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticsOverview } from '@ege/core/statistics/statistics-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { generatorAuthorId, storeGeneratedTask } from '@ege/core/tasks/authoring/store-generated-task';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let bankTask: number;

beforeAll(async () => {
  t = await createTestApp();
  bankTask = await insertTask(t.deps.db, { type: 5, difficulty: 1, text: '<p>Автомат</p>', answer: { kind: 'field', value: '12' } });
  await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>Дороги</p>', answer: { kind: 'field', value: '7' } });
});
afterAll(async () => t.close());

type Row = { answer: string | null; answer_rows: string[][] | null; author_id: number; generator: string | null; generator_version: number | null; generator_seed: string | null };
const rowOf = async (id: number) => (await t.deps.db('tasks').where({ id }).first()) as Row;
const randomTask = async (client: HttpClient, type: number) => {
  const response = await client.request('GET', `/api/tasks/task/?subject=inf&type=${type}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TaskPayload;
};
/** Answers a task right (its stored answer, as the student would type it). */
async function solve(client: HttpClient, id: number) {
  const row = await rowOf(id);
  const answer = row.answer_rows ? { user_table_answer: row.answer_rows } : { user_answer: row.answer };
  const response = await client.request('POST', '/api/tasks/check/', { json: { task_id: id, solving_time: 40, ...answer } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { is_correct: boolean; experience_gained: number; attempt_number: number };
}
const countGenerated = async (where: Record<string, unknown> = {}) =>
  Number((await t.deps.db('tasks').whereNotNull('generator').where(where).count({ n: '*' }).first())!.n);

describe('the trainer falls back to a generated task when the bank is exhausted', () => {
  it('gives the bank first, then a stored generated task that checks, attempts, experience and statistics count', async () => {
    const student = await signIn(t, 'student');
    expect((await randomTask(student, 5)).id).toBe(bankTask);
    expect((await solve(student, bankTask)).is_correct).toBe(true);

    const generated = await randomTask(student, 5);
    expect(generated.id).not.toBe(bankTask);
    expect(generated.type).toBe(5);
    // The seed would rebuild the answer: the student learns only that the task is generated (issue 24).
    expect(generated.generator).toEqual({ id: 'type-05', version: expect.any(Number) });
    expect(generated).not.toHaveProperty('answer');
    const row = await rowOf(generated.id);
    expect(row.author_id).toBe(await generatorAuthorId(t.deps.db));
    expect(row).toMatchObject({ generator: 'type-05', generator_seed: expect.stringMatching(/^[0-9a-f]{12}$/) });

    // Until it is solved, asking again gives the same generated task: nothing new is stored.
    const before = await countGenerated();
    expect((await randomTask(student, 5)).id).toBe(generated.id);
    expect(await countGenerated()).toBe(before);

    const wrong = await student.request('POST', '/api/tasks/check/', { json: { task_id: generated.id, solving_time: 20, user_answer: '-1' } });
    expect(wrong.json()).toMatchObject({ is_correct: false, attempt_number: 1 });
    const right = await solve(student, generated.id);
    expect(right).toMatchObject({ is_correct: true, attempt_number: 2 });
    expect(right.experience_gained).toBeGreaterThan(0);

    const ledger = (await t.deps.db('experience_ledger').where({ source_kind: 'solve', source_id: String(generated.id) }).select('amount')) as { amount: number }[];
    expect(ledger.map((entry) => entry.amount)).toEqual([right.experience_gained]);
    const overview = (await student.request('GET', '/api/users/stats/overview/')).json() as StatisticsOverview;
    expect(overview.types.find((type) => type.key === '5')).toMatchObject({ solved: 2, attempts: 3, correct_attempts: 2 });
    const stats = (await student.request('GET', `/api/tasks/task/${generated.id}/stats/`)).json() as { average_attempts_count: number | null };
    expect(stats.average_attempts_count).toBe(2);

    // Solved too: the next one is another fresh task, and its payload, once solved, has the worked solution.
    const next = await randomTask(student, 5);
    expect(next.id).not.toBe(generated.id);
    expect((await rowOf(next.id)).generator_seed).not.toBe(row.generator_seed);
    const solvedPayload = (await student.request('GET', `/api/tasks/task/${generated.id}/`)).json() as TaskPayload;
    expect(solvedPayload.solution).toContain('<pre><code');
  });

  it('keeps the bank behaviour where no generator writes (another subject): the solved task again, or 404 with none', async () => {
    await insertTask(t.deps.db, { subject: 'math', type: 1, difficulty: 1, text: '<p>Уравнение</p>', answer: { kind: 'field', value: '3' } });
    const student = await signIn(t, 'student');
    const read = async (type: number) => student.request('GET', `/api/tasks/task/?subject=math&type=${type}`);
    const first = (await read(1)).json() as TaskPayload;
    await solve(student, first.id);
    expect(((await read(1)).json() as TaskPayload).id).toBe(first.id);
    expect((await read(3)).statusCode).toBe(404);
  });

  it('gives a generated task of a type whose bank is empty', async () => {
    const student = await signIn(t, 'student');
    expect((await randomTask(student, 25)).generator?.id).toBe('type-25');
  });
});

describe('POST /api/tasks/generated/', () => {
  it('stores a fresh task of the difficulty asked on request; refuses another subject', async () => {
    const student = await signIn(t, 'student');
    const response = await student.request('POST', '/api/tasks/generated/', { json: { type: 12, difficulty: 3 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ type: 12, difficulty: 3, generator: { id: 'type-12' } });
    const otherSubject = await student.request('POST', '/api/tasks/generated/', { json: { type: 5, subject: 'math' } });
    expect(otherSubject.statusCode).toBe(400);
  });
});

describe('storeGeneratedTask', () => {
  it('stores one seed once, also when many calls race for it', async () => {
    const key = { type: 7, seed: 'race-seed', difficulty: 2 as const };
    const ids = await Promise.all(Array.from({ length: 8 }, () => storeGeneratedTask(t.deps, key)));
    expect(new Set(ids).size).toBe(1);
    expect(await countGenerated({ generator: 'type-07', generator_seed: 'race-seed' })).toBe(1);
    expect(await storeGeneratedTask(t.deps, key)).toBe(ids[0]);
    // Another difficulty of the same seed is another task.
    expect(await storeGeneratedTask(t.deps, { ...key, difficulty: 3 })).not.toBe(ids[0]);
  });

  it("stores the generator's files as attachments the student downloads", async () => {
    const id = await storeGeneratedTask(t.deps, { type: 24, seed: 'files', difficulty: 1 });
    const attachments = (await t.deps.db('task_attachments').where({ task_id: id }).select('name')) as { name: string }[];
    expect(attachments.length).toBeGreaterThan(0);
  });
});

describe('variants and homework fill short types with generated tasks on request', () => {
  // Types no other test here generates: their bank is empty until the option fills it.
  it("a variant by counts: 'Ошибка подбора задач' without the option, generated tasks with it", async () => {
    const student = await signIn(t, 'student');
    const short = await student.request('POST', '/api/tasks/variants/', { json: { tasksByType: { '16': 3, '1': 1 } } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ detail: expect.stringContaining('Ошибка подбора задач') });

    const filled = await student.request('POST', '/api/tasks/variants/', { json: { tasksByType: { '16': 3, '1': 1 }, fill_generated: true } });
    expect(filled.statusCode, filled.body).toBe(200);
    const tasks = (filled.json() as { task_payloads: TaskPayload[] }).task_payloads;
    expect(tasks.map((task) => task.type)).toEqual([1, 16, 16, 16]);
    expect(tasks.filter((task) => task.generator?.id === 'type-16')).toHaveLength(3);

    // Generators write informatics only: another subject's variant stays short, with the same message.
    const stillShort = await student.request('POST', '/api/tasks/variants/select_tasks/', { json: { subject: 'math', tasks_by_type: { '2': 2 }, fill_generated: true } });
    expect(stillShort.statusCode).toBe(400);
    expect(stillShort.json()).toMatchObject({ detail: expect.stringContaining('тип 2: нужно 2, доступно 0') });
    const picked = await student.request('POST', '/api/tasks/variants/select_tasks/', { json: { tasks_by_type: { '13': 2 }, fill_generated: true } });
    expect((picked.json() as { task_ids: number[] }).task_ids).toHaveLength(2);
  });

  it('homework: the assignment draws generated tasks where the bank has too few unsolved', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = ((await student.request('GET', '/api/users/profile/')).json() as { id: number }).id;
    const short = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], tasks: { '14': 4 } } });
    expect(short.statusCode).toBe(400);
    const filled = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], tasks: { '14': 4 }, fill_generated: true } });
    expect(filled.statusCode, filled.body).toBe(200);
    const [assignment] = filled.json() as { id: number }[];
    const taskIds = (await t.deps.db('homework_tasks').where({ assignment_id: assignment!.id }).pluck('task_id')) as number[];
    expect(taskIds).toHaveLength(4);
  });
});

describe("task.yaml's generator field on import", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  const fields = (key: string, seed: string) => ({
    type: '5',
    difficulty: '2',
    text: '<p>Импортированная</p>',
    answer: '42',
    import_key: key,
    import_hash: 'a'.repeat(64),
    generator: JSON.stringify({ id: 'type-05', version: 1, seed }),
  });

  it('keeps the generator with the task; the same seed under another key is that task, unchanged (decision 078)', async () => {
    const author = await signIn(t, 'author');
    const created = await author.request('POST', '/api/tasks/import/', { payload: form(fields('gen-1', 'imported-seed')) });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: number }).id;
    expect(await rowOf(id)).toMatchObject({ generator: 'type-05', generator_version: 1, generator_seed: 'imported-seed' });
    const page = (await author.request('GET', `/api/tasks/task/${id}/`)).json() as TaskPayload;
    expect(page.generator).toEqual({ id: 'type-05', version: 1, seed: 'imported-seed' });

    const again = await author.request('POST', '/api/tasks/import/', { payload: form(fields('gen-2', 'imported-seed')) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'unchanged', match: 'generator', id, ids: [id] });
    expect(await t.deps.db('tasks').where({ generator_seed: 'imported-seed' }).pluck('id')).toEqual([id]);
    const wrongType = await author.request('POST', '/api/tasks/import/', { payload: form({ ...fields('gen-3', 's'), type: '6' }) });
    expect(wrongType.statusCode).toBe(400);
  });
});
