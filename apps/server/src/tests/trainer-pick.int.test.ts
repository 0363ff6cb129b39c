import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import type { VariantDetail, VariantResults } from '@ege/core/variants/variant-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, generousRateLimits, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
/** Four bank tasks of each of types 4, 8 and 9 (each has a generator), fresher than the variant's. */
const fresh = new Map<number, number[]>();
/** One task of every type 1–27, 19–21 from one block, inserted after the fresh ones (higher ids). */
const exam: number[] = [];
const drawnTypes = [4, 8, 9];

beforeAll(async () => {
  // One generated task past the revealed ones per user, so the test sees the limit too (decision 051).
  t = await createTestApp({ rateLimits: { ...generousRateLimits, generateTask: { limit: 1, windowSeconds: 600 } } });
  const db = t.deps.db;
  for (const type of drawnTypes) {
    const ids: number[] = [];
    for (let index = 0; index < 4; index++) ids.push(await insertTask(db, { type, difficulty: 1, text: `<p>Свежее ${type}.${index}</p>`, answer: { kind: 'field', value: `${type}${index}` } }));
    fresh.set(type, ids);
  }
  const block = await insertBlock(db, {
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: String(type) } })),
  });
  for (let type = 1; type <= 27; type++) {
    if (type >= 19 && type <= 21) exam.push(block.taskIds[type - 19]!);
    else exam.push(await insertTask(db, { type, difficulty: 1, text: `<p>Экзамен ${type}</p>`, answer: { kind: 'field', value: `ответ${type}` } }));
  }
});
afterAll(async () => t.close());

const variantName = 'Пробник на 27';
const randomTask = async (client: HttpClient, type: number) => {
  const response = await client.request('GET', `/api/tasks/task/?subject=inf&type=${type}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TaskPayload;
};
async function solve(client: HttpClient, id: number) {
  const row = (await t.deps.db('tasks').where({ id }).first('answer')) as { answer: string };
  const response = await client.request('POST', '/api/tasks/check/', { json: { task_id: id, solving_time: 30, user_answer: row.answer } });
  expect(response.json()).toMatchObject({ is_correct: true });
}
/** Finishes the 27-task variant with three answers (types 1–3), the other 24 left blank. */
async function finishWith24Blank(client: HttpClient): Promise<void> {
  const created = await client.request('POST', '/api/tasks/variants/', { json: { name: variantName, tasks: exam } });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json() as VariantDetail).id;
  const answers = Object.fromEntries(exam.slice(0, 3).map((taskId, index) => [String(taskId), { user_answer: `ответ${index + 1}` }]));
  const finished = await client.request('POST', `/api/tasks/variants/${id}/finish/`, { json: { answers, elapsed_seconds: 600 } });
  expect(finished.statusCode, finished.body).toBe(200);
  expect(finished.json()).toMatchObject({ total: 27, correct_count: 3 } satisfies Partial<VariantResults>);
}

describe("the trainer's pick after a variant finish revealed 24 tasks", () => {
  it('gives only fresh tasks while there are any, then a generated one, and a revealed one last, naming the variant', async () => {
    const student = await signIn(t, 'student');
    await finishWith24Blank(student);
    const revealedOf = (type: number) => exam[type - 1]!;

    for (const type of drawnTypes) {
      const drawn = new Set<number>();
      for (let draw = 0; draw < 15; draw++) {
        const task = await randomTask(student, type);
        expect(task.id, `type ${type}, draw ${draw + 1}`).not.toBe(revealedOf(type));
        expect(task).toMatchObject({ type, status: 'new' });
        expect(task).not.toHaveProperty('answer');
        drawn.add(task.id);
      }
      expect([...drawn].every((id) => fresh.get(type)!.includes(id))).toBe(true);
    }

    for (const type of drawnTypes) for (const id of fresh.get(type)!) await solve(student, id);

    // Type 4 has one: a fresh generated task is better than a task whose answer was seen.
    const generated = await randomTask(student, 4);
    expect(generated).toMatchObject({ type: 4, status: 'new', generator: { id: 'type-04' } });
    // Revealed by the trainer, it says so as before; the next generated one would be over the limit,
    // so the pick gives a revealed task rather than an error or yet another new row.
    const peeked = await student.request('GET', `/api/tasks/${generated.id}/reveal-answer/`);
    expect(peeked.statusCode, peeked.body).toBe(200);
    const peekedTask = (await student.request('GET', `/api/tasks/task/${generated.id}/`)).json() as TaskPayload;
    expect(peekedTask.status).toBe('waiting');
    expect(peekedTask).not.toHaveProperty('answer_shown_in');
    const overLimit = await randomTask(student, 4);
    expect([revealedOf(4), generated.id]).toContain(overLimit.id);
    expect(overLimit.status).toBe('waiting');

    // Past the limit, type 9 too gives the task revealed in the variant, saying where its answer was shown.
    const revealed9 = await randomTask(student, 9);
    expect(revealed9).toMatchObject({ id: revealedOf(9), status: 'waiting', answer: 'ответ9', answer_shown_in: { place: 'variant', variant_name: variantName } });
  });

  it('tells a task shown in the results apart only for the student who finished the variant', async () => {
    const other = await signIn(t, 'student');
    const task = (await other.request('GET', `/api/tasks/task/${exam[3]}/`)).json() as TaskPayload;
    expect(task.status).toBe('new');
    expect(task).not.toHaveProperty('answer_shown_in');
    expect(task).not.toHaveProperty('answer');
  });
});
