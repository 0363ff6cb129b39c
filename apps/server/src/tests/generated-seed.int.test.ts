import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { storeGeneratedTask } from '@ege/core/tasks/authoring/store-generated-task';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { trpcData, type HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// The seed rebuilds a generated task, answer included (drawParams): it is the author's, never a student's (issue 24).
const clock = createSettableClock('2026-11-25T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // A bank for the types with no generator and a 19–21 block, so a rehearsal can be drawn (its other types are generated).
  await insertBlock(t.deps.db, {
    condition: '<p>Игра</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>${type}</p>`, answer: { kind: 'field', value: '1' } })),
  });
  for (let type = 1; type <= 27; type++) {
    if (generatorsByType.has(type) || (type >= 19 && type <= 21)) continue;
    await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>${type}</p>`, answer: { kind: 'field', value: '1' } });
  }
});
afterAll(async () => t.close());

const ok = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const userIdOf = async (client: HttpClient) => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const seedOf = async (id: number) => ((await t.deps.db('tasks').where({ id }).first('generator_seed')) as { generator_seed: string }).generator_seed;

describe("a generated task's seed never reaches a student", () => {
  it('is absent from every response that carries a task, over REST and tRPC; the generator note stays', async () => {
    const student = await signIn(t, 'student');
    const teacher = await signIn(t, 'teacher');
    const studentId = await userIdOf(student);
    const responses: LightMyRequestResponse[] = [];
    const read = async (response: Promise<LightMyRequestResponse>) => {
      responses.push(ok(await response));
      return responses.at(-1)!;
    };

    // The trainer: a type whose bank is empty gives a generated task; 'Следующее задание' asks for a fresh one.
    const random = (await read(student.request('GET', '/api/tasks/task/?subject=inf&type=5'))).json() as TaskPayload;
    const randomTrpc = trpcData<TaskPayload>(await read(student.trpcQuery('tasks.random', { type: 7 })));
    const generated = (await read(student.request('POST', '/api/tasks/generated/', { json: { type: 12, difficulty: 2 } }))).json() as TaskPayload;
    const generatedTrpc = trpcData<TaskPayload>(await read(student.trpcMutation('tasks.generate', { type: 13 })));
    for (const task of [random, randomTrpc, generated, generatedTrpc]) {
      expect(task.generator).toEqual({ id: expect.stringMatching(/^type-\d\d$/), version: expect.any(Number) });
    }

    // A task's page before, and after it is solved or its answer revealed.
    for (const id of [random.id, generated.id]) {
      await read(student.request('GET', `/api/tasks/task/${id}/`));
      await read(student.trpcQuery('tasks.byId', { id }));
    }
    const row = (await t.deps.db('tasks').where({ id: random.id }).first('answer', 'answer_rows')) as { answer: string | null; answer_rows: string[][] | null };
    const answer = row.answer_rows ? { user_table_answer: row.answer_rows } : { user_answer: row.answer };
    expect((await read(student.request('POST', '/api/tasks/check/', { json: { task_id: random.id, ...answer } }))).json()).toMatchObject({ is_correct: true });
    await read(student.request('GET', `/api/tasks/${generated.id}/reveal-answer/`));
    for (const id of [random.id, generated.id]) {
      await read(student.request('GET', `/api/tasks/task/${id}/`));
      await read(student.trpcQuery('tasks.byId', { id }));
    }
    await read(student.request('GET', '/api/tasks/block-19-21/?subject=inf'));
    await read(student.trpcQuery('tasks.block', {}));

    // Variants filled with generated tasks: made, read, listed, finished.
    const variant = (await read(student.request('POST', '/api/tasks/variants/', { json: { name: 'Сгенерированный', tasksByType: { '16': 2 }, fill_generated: true } }))).json() as VariantDetail;
    expect(variant.task_payloads.filter((task) => task.generator?.id === 'type-16')).toHaveLength(2);
    const variantTrpc = trpcData<VariantDetail>(await read(student.trpcMutation('variants.create', { name: 'Через tRPC', tasksByType: { '17': 2 }, fill_generated: true })));
    expect(variantTrpc.task_payloads.filter((task) => task.generator?.id === 'type-17')).toHaveLength(2);
    await read(student.request('GET', `/api/tasks/variants/${variant.id}/`));
    await read(student.trpcQuery('variants.byId', { id: variantTrpc.id }));
    await read(student.request('GET', '/api/tasks/variants/?tab=mine'));
    await read(student.trpcQuery('variants.list', { tab: 'mine' }));
    await read(student.request('POST', `/api/tasks/variants/${variant.id}/finish/`, { json: { answers: {}, elapsed_seconds: 60 } }));
    await read(student.request('GET', `/api/tasks/variants/${variant.id}/`));
    await read(student.request('GET', `/api/tasks/variants/${variant.id}/results/`));

    // Homework filled with generated tasks, as the student reads it and opens it as a variant; the teacher is no author either.
    const [homework] = (await read(teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], tasks: { '14': 2 }, fill_generated: true } }))).json() as HomeworkAssignment[];
    await read(student.request('GET', '/api/users/homework/'));
    await read(student.trpcQuery('homework.list', {}));
    await read(student.request('GET', '/api/users/homework/next/'));
    await read(teacher.request('GET', `/api/users/homework/?user_id=${studentId}`));
    const opened = (await read(student.request('POST', '/api/users/homework/create-variant/', { json: { homework_id: homework!.id } }))).json() as { variant_id: number };
    const homeworkVariant = (await read(student.request('GET', `/api/tasks/variants/${opened.variant_id}/`))).json() as VariantDetail;
    expect(homeworkVariant.task_payloads.filter((task) => task.generator?.id === 'type-14')).toHaveLength(2);
    for (const task of homeworkVariant.task_payloads) await read(teacher.request('GET', `/api/tasks/task/${task.id}/`));

    // A rehearsal given as homework: the station, and its generated tasks read while it runs (answered or refused).
    // The bank's block solved first: the rehearsal's 19–21 is then a generated block too (decision 065).
    const bankBlock = (await t.deps.db('tasks').where({ type: 19 }).whereNull('generator').first('id')) as { id: number };
    expect((await student.request('POST', '/api/tasks/check/', { json: { task_id: bankBlock.id, user_answer: '1' } })).json()).toMatchObject({ is_correct: true });
    await read(teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], exam: { opens_at: '2026-11-25T08:00:00Z', closes_at: '2026-11-26T08:00:00Z' } } }));
    const [rehearsalHomework] = ((await read(student.request('GET', '/api/users/homework/'))).json() as { active: HomeworkAssignment[] }).active.filter((h) => h.kind === 'exam');
    const exam = (await read(student.request('POST', '/api/exam/start/', { json: { homework_id: rehearsalHomework!.id } }))).json() as ExamSession;
    await read(student.request('GET', `/api/exam/${exam.id}/`));
    await read(student.trpcQuery('exam.get', { id: exam.id }));
    const examGenerated = (await t.deps.db('tasks').whereIn('id', exam.tasks.map((task) => task.id)).whereNotNull('generator').pluck('id')) as number[];
    expect(examGenerated.length).toBe(generatorsByType.size);
    for (const id of examGenerated.slice(0, 3)) {
      responses.push(await student.request('GET', `/api/tasks/task/${id}/`), await student.trpcQuery('tasks.byId', { id }));
    }

    const seeds = (await t.deps.db('tasks').whereNotNull('generator_seed').pluck('generator_seed')) as string[];
    expect(seeds.length).toBeGreaterThanOrEqual(generatorsByType.size);
    for (const response of responses) {
      expect(response.body).not.toMatch(/"seed"/);
      for (const seed of seeds) expect(response.body, `seed ${seed}`).not.toContain(seed);
    }
  });
});

describe('the seed stays with those who may edit the task', () => {
  it("an admin reads it on the task's page and in the authoring list; a teacher does not", async () => {
    const id = await storeGeneratedTask(t.deps, { type: 23, seed: 'author-fact', difficulty: 1 });
    const admin = await signIn(t, 'admin');
    for (const response of [await admin.request('GET', `/api/tasks/task/${id}/`), await admin.trpcQuery('tasks.byId', { id })]) {
      expect(ok(response).body).toContain('"seed":"author-fact"');
    }
    const editable = ok(await admin.request('GET', `/api/tasks/tasks/${id}/`)).json() as TaskPayload;
    expect(editable.generator).toEqual({ id: 'type-23', version: expect.any(Number), seed: await seedOf(id) });
    const teacher = await signIn(t, 'teacher');
    const taught = ok(await teacher.request('GET', `/api/tasks/task/${id}/`)).json() as TaskPayload;
    expect(taught.generator).toEqual({ id: 'type-23', version: expect.any(Number) });
  });
});
