import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBlock } from '@ege/core/generators/generate-block';
import { generatorAuthorId, storeGeneratedBlock } from '@ege/core/tasks/authoring/store-generated-task';
import type { HomeworkPreview } from '@ege/core/homework/homework-preview-schemas';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Decision 065: tasks 19–21 are generated as one stone game, stored as a bank block of three questions.
let t: TestApp;
let student: HttpClient;

beforeAll(async () => {
  t = await createTestApp();
  student = await signIn(t, 'student');
});
afterAll(async () => t.close());

type Row = { id: number; type: number; block_id: number | null; block_position: number | null; generator: string | null; generator_seed: string | null; author_id: number };
const rowsOf = async (ids: number[]) => (await t.deps.db('tasks').whereIn('id', ids).orderBy('id').select('id', 'type', 'block_id', 'block_position', 'generator', 'generator_seed', 'author_id')) as Row[];
const blockCount = async () => Number((await t.deps.db('task_blocks').count({ n: '*' }).first())!.n);

// First: the bank has no block yet.
describe("the trainer's fallback", () => {
  it("for 20 stores a whole block and gives its question 20, which checks", async () => {
    expect(await t.deps.db('tasks').where({ type: 20 }).first('id')).toBeUndefined();
    const before = await blockCount();
    const response = await student.request('GET', '/api/tasks/task/?subject=inf&type=20');
    expect(response.statusCode, response.body).toBe(200);
    const task = response.json() as TaskPayload;
    expect(task).toMatchObject({ type: 20, generator: { id: 'type-20' } });
    expect(await blockCount()).toBe(before + 1);
    const [row] = await rowsOf([task.id]);
    const block = (await t.deps.db('tasks').where({ block_id: row!.block_id }).orderBy('block_position').pluck('type')) as number[];
    expect(block).toEqual([19, 20, 21]);
    const stored = (await t.deps.db('tasks').where({ id: task.id }).first('answer_rows')) as { answer_rows: string[][] };
    const check = await student.request('POST', '/api/tasks/check/', { json: { task_id: task.id, solving_time: 60, user_table_answer: stored.answer_rows } });
    expect(check.json()).toMatchObject({ is_correct: true });
  });
});

describe('the fill places cover the block', () => {
  // The one block in the bank is the trainer's above, which the student has solved: none is left for them.
  it('a variant of two blocks on a bank with none: refused without fill_generated, two generated blocks with it', async () => {
    const short = await student.request('POST', '/api/tasks/variants/', { json: { tasksByType: { '19-21': 2 } } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ detail: expect.stringContaining('блоки 19-21: нужно 2, доступно 0') });

    const filled = await student.request('POST', '/api/tasks/variants/', { json: { tasksByType: { '19-21': 2, '5': 1 }, fill_generated: true } });
    expect(filled.statusCode, filled.body).toBe(200);
    const tasks = (filled.json() as { task_payloads: TaskPayload[] }).task_payloads;
    expect(tasks.map((task) => task.type)).toEqual([5, 19, 20, 21, 19, 20, 21]);
    const rows = await rowsOf(tasks.slice(1).map((task) => task.id));
    const blocks = new Map<number, number[]>();
    for (const row of rows) blocks.set(row.block_id!, [...(blocks.get(row.block_id!) ?? []), row.type]);
    expect([...blocks.values()]).toEqual([
      [19, 20, 21],
      [19, 20, 21],
    ]);
    expect(tasks[2]!.generator?.id).toBe('type-20');
  });
});

describe('storeGeneratedBlock', () => {
  it('stores one seed once as a block of questions 19, 20, 21, also when many calls race for it', async () => {
    const key = { seed: 'race-block', difficulty: 2 as const };
    const before = await blockCount();
    const results = await Promise.all(Array.from({ length: 6 }, () => storeGeneratedBlock(t.deps, key)));
    expect(new Set(results.map((ids) => ids.join(','))).size).toBe(1);
    expect(await blockCount()).toBe(before + 1);
    const rows = await rowsOf(results[0]!);
    expect(rows.map((row) => [row.type, row.block_position, row.generator, row.generator_seed])).toEqual([
      [19, 0, 'type-19', 'race-block'],
      [20, 1, 'type-20', 'race-block'],
      [21, 2, 'type-21', 'race-block'],
    ]);
    expect(new Set(rows.map((row) => row.block_id)).size).toBe(1);
    expect(rows[0]!.author_id).toBe(await generatorAuthorId(t.deps.db));
    expect(await storeGeneratedBlock(t.deps, key)).toEqual(results[0]);
    // Another difficulty of the same seed is another block.
    expect(await storeGeneratedBlock(t.deps, { ...key, difficulty: 3 })).not.toEqual(results[0]);
    expect(await blockCount()).toBe(before + 2);
  });
});

describe("a generated block's task.yaml on import (ege generate --type 19)", () => {
  const fieldsOf = (key: string, seed: string) => {
    const block = generateBlock(seed, 1);
    const fields: Record<string, string> = {
      type: '19-21',
      difficulty: '1',
      condition: block.condition,
      import_key: key,
      import_hash: 'b'.repeat(64),
      generator: JSON.stringify({ id: 'type-19', version: block.generator.version, seed }),
    };
    for (const q of block.questions) {
      fields[`question_${q.type}`] = q.question;
      fields[`answer_${q.type}`] = q.answer.kind === 'field' ? q.answer.value : JSON.stringify(q.answer.rows);
      fields[`solution_${q.type}`] = q.solution;
    }
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return { data, version: block.generator.version };
  };

  it('keeps each question under its own generator: the seed is then stored once, whether imported or generated', async () => {
    const author = await signIn(t, 'author');
    const { data } = fieldsOf('gen-block-1', 'imported-block');
    const created = await author.request('POST', '/api/tasks/import/', { payload: data });
    expect(created.statusCode, created.body).toBe(200);
    const ids = (created.json() as { ids: number[] }).ids;
    expect((await rowsOf(ids)).map((row) => [row.type, row.generator, row.generator_seed])).toEqual([
      [19, 'type-19', 'imported-block'],
      [20, 'type-20', 'imported-block'],
      [21, 'type-21', 'imported-block'],
    ]);
    expect(await storeGeneratedBlock(t.deps, { seed: 'imported-block', difficulty: 1 })).toEqual(ids);

    const again = await author.request('POST', '/api/tasks/import/', { payload: fieldsOf('gen-block-2', 'imported-block').data });
    // The same generated block under another key is that block, unchanged (decision 078).
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'unchanged', match: 'generator', id: ids[0], ids });
  });
});

describe("the block trainer's fallback (GET /api/tasks/block-19-21/)", () => {
  it('gives an unfinished bank block first; once every block is finished, a generated one; a guest only the bank', async () => {
    const solver = await signIn(t, 'student');
    const first = (await solver.request('GET', '/api/tasks/block-19-21/?subject=inf')).json() as { block_id: number };
    const before = await blockCount();
    // Finish every block of the bank: each question answered right.
    const questions = (await t.deps.db('tasks').whereNotNull('block_id').select('id', 'answer', 'answer_rows')) as { id: number; answer: string | null; answer_rows: string[][] | null }[];
    for (const q of questions) {
      const answer = q.answer_rows ? { user_table_answer: q.answer_rows } : { user_answer: q.answer };
      expect((await solver.request('POST', '/api/tasks/check/', { json: { task_id: q.id, solving_time: 30, ...answer } })).json()).toMatchObject({ is_correct: true });
    }
    expect(await blockCount()).toBe(before);
    const next = await solver.request('GET', '/api/tasks/block-19-21/?subject=inf');
    expect(next.statusCode, next.body).toBe(200);
    const block = next.json() as { block_id: number; tasks: TaskPayload[]; solvedTasks: boolean[] };
    expect(block.block_id).not.toBe(first.block_id);
    expect(block.solvedTasks).toEqual([false, false, false]);
    expect(block.tasks.map((task) => task.generator?.id)).toEqual(['type-19', 'type-20', 'type-21']);
    expect(await blockCount()).toBe(before + 1);
    // Unfinished, it is given again: nothing more is stored.
    expect(((await solver.request('GET', '/api/tasks/block-19-21/?subject=inf')).json() as { block_id: number }).block_id).toBe(block.block_id);
    expect(await blockCount()).toBe(before + 1);

    const guest = await t.app.inject({ method: 'GET', url: '/api/tasks/block-19-21/?subject=inf' });
    expect(guest.statusCode).toBe(200);
    expect(await blockCount()).toBe(before + 1);

    // Homework's preview for this student: the one unfinished block drawn, a second counted as generated (stored by 'Выдать' only).
    const teacher = await signIn(t, 'teacher');
    const solverId = ((await solver.request('GET', '/api/users/profile/')).json() as { id: number }).id;
    const preview = await teacher.request('POST', '/api/users/homework/preview/', { json: { user_ids: [solverId], tasks: { '19-21': 2 }, fill_generated: true } });
    expect(preview.statusCode, preview.body).toBe(200);
    const [student] = (preview.json() as HomeworkPreview).students;
    expect(student).toMatchObject({ error: null, tasks: block.tasks.map((task) => ({ id: task.id, type: task.type })) });
    expect(student!.generated).toEqual([19, 20, 21].map((type) => ({ type, count: 1 })));
    expect(await blockCount()).toBe(before + 1);
  });
});
