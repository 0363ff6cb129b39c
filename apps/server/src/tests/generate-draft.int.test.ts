import { generateBlock } from '@ege/core/generators/generate-block';
import { generateTask } from '@ege/core/generators/generate-task';
import { generateDraftLimit } from '@ege/core/tasks/authoring/generate-draft';
import type { GeneratedBlockDraft, GeneratedTaskDraft } from '@ege/core/tasks/authoring/generated-draft-schemas';
import { generatorTypes } from '@ege/core/generators/generator-types';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const url = '/api/tasks/generate-draft/';

describe('POST /api/tasks/generate-draft/ (the upload form from a generator)', () => {
  it('gives an author a task solved twice, as the form fields, that uploads as it is', async () => {
    const author = await signIn(t, 'author');
    const response = await author.request('POST', url, { json: { type: 24, difficulty: 3 } });
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json() as GeneratedTaskDraft;
    expect(draft).toMatchObject({ kind: 'task', type: 24, difficulty: 3, answer_type: 'field', answers: null, generator: { id: 'type-24', version: expect.any(Number) } });
    // The seed rebuilds the same task: the answer is the generator's, not typed.
    const rebuilt = generateTask(24, draft.generator.seed, 3);
    expect(draft.text).toBe(rebuilt.text);
    expect(draft.answer).toBe(rebuilt.answer.kind === 'field' ? rebuilt.answer.value : null);
    expect(draft.solution).toContain('<pre><code class="language-python">');
    expect(draft.files.map((file) => [file.name, Buffer.from(file.content_base64, 'base64').equals(rebuilt.files[0]!.content)])).toEqual([['24.txt', true]]);

    const body = new FormData();
    for (const [name, value] of Object.entries({ subject: 'inf', type: '24', difficulty: '3', answer_type: 'field', answer: draft.answer!, text: draft.text, solution: draft.solution })) body.append(name, value);
    body.append('attachments', new Blob([Buffer.from(draft.files[0]!.content_base64, 'base64')]), draft.files[0]!.name);
    const request = new Request('http://x/', { method: 'POST', body });
    const uploaded = await author.request('POST', '/api/tasks/', {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  });

  it('fills a table answer (type 25) and takes the difficulty 2 by default; every call draws a new seed', async () => {
    const admin = await signIn(t, 'admin');
    const [a, b] = await Promise.all([admin.request('POST', url, { json: { type: 25 } }), admin.request('POST', url, { json: { type: 25 } })]);
    const first = a.json() as GeneratedTaskDraft;
    expect(first).toMatchObject({ kind: 'task', type: 25, difficulty: 2, answer_type: 'table', answer: null, files: [] });
    expect(first.answers!.length).toBeGreaterThan(0);
    expect((b.json() as GeneratedTaskDraft).generator.seed).not.toBe(first.generator.seed);
  });

  it('refuses a student (403), a type without a generator and a bad difficulty (400, in Russian)', async () => {
    const student = await signIn(t, 'student');
    expect((await student.request('POST', url, { json: { type: 5 } })).statusCode).toBe(403);
    const author = await signIn(t, 'author');
    // Every type of the exam has a generator (19–21 as one block); a type past 27 has none, and the message names the ones that do.
    expect(generatorTypes).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    const noGenerator = await author.request('POST', url, { json: { type: 28 } });
    expect(noGenerator.statusCode).toBe(400);
    expect(noGenerator.body).toContain('Для задания 28 генератора нет. Генераторы есть для заданий: 1–27');
    const badDifficulty = await author.request('POST', url, { json: { type: 5, difficulty: 7 } });
    expect(badDifficulty.statusCode).toBe(400);
    expect(badDifficulty.body).toContain('Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)');
    expect((await author.request('POST', url, { json: { type: 'пять' } })).statusCode).toBe(400);
  });

  it('gives for type 20 a whole 19–21 block, each answer checked, that uploads as the block form sends it', async () => {
    const author = await signIn(t, 'author');
    const response = await author.request('POST', url, { json: { type: 20, difficulty: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json() as GeneratedBlockDraft;
    expect(draft).toMatchObject({ kind: 'block', type: '19-21', difficulty: 1, generator: { id: 'type-19', version: expect.any(Number) } });
    expect(draft).not.toHaveProperty('files');
    // The seed rebuilds the same game: one condition, three questions with the generators' answers.
    const rebuilt = generateBlock(draft.generator.seed, 1);
    expect(draft.generator.version).toBe(rebuilt.generator.version);
    expect(draft.condition).toBe(rebuilt.condition);
    expect(draft.questions.map((q) => q.type)).toEqual([19, 20, 21]);
    draft.questions.forEach((q, i) => {
      const { answer, question, solution } = rebuilt.questions[i]!;
      expect(q).toEqual({
        type: 19 + i,
        question,
        answer_type: answer.kind,
        answer: answer.kind === 'field' ? answer.value : null,
        answers: answer.kind === 'table' ? answer.rows : null,
        solution,
      });
      expect(q.solution).toContain('<pre><code class="language-python">');
    });

    const fields: Record<string, unknown> = { subject: 'inf', type: '19-21', difficulty: 1, condition: draft.condition };
    for (const q of draft.questions) {
      Object.assign(fields, { [`question_${q.type}`]: q.question, [`answer_type_${q.type}`]: q.answer_type, [`solution_${q.type}`]: q.solution });
      if (q.answers) Object.assign(fields, { [`answer_${q.type}`]: q.answers, [`table_rows_${q.type}`]: q.answers.length, [`table_cols_${q.type}`]: q.answers[0]!.length });
      else fields[`answer_${q.type}`] = q.answer;
    }
    const uploaded = await author.request('POST', '/api/tasks/tasks/', { json: fields });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const created = uploaded.json() as { block_id: number | null; tasks: { type: number; answer: string | null; answers: string[][] | null }[] };
    expect(created.block_id).not.toBeNull();
    expect(created.tasks.map((task) => [task.type, task.answer, task.answers])).toEqual(draft.questions.map((q) => [q.type, q.answer, q.answers]));
  });

  it(`draws at most ${generateDraftLimit.limit} drafts per author in ${generateDraftLimit.windowSeconds / 60} minutes (429 in Russian), each author on their own`, async () => {
    const author = await signIn(t, 'author');
    const statuses: number[] = [];
    for (let i = 0; i <= generateDraftLimit.limit; i++) statuses.push((await author.request('POST', url, { json: { type: 7 } })).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await author.request('POST', url, { json: { type: 7 } });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Слишком много попыток');
    expect((await (await signIn(t, 'author')).request('POST', url, { json: { type: 7 } })).statusCode).toBe(200);
  });
});
