import { generateTask } from '@ege/core/generators/generate-task';
import { generateDraftLimit } from '@ege/core/generators/generate-draft';
import { draftTypes, type GeneratedDraft } from '@ege/core/generators/generated-draft-schemas';
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
    const draft = response.json() as GeneratedDraft;
    expect(draft).toMatchObject({ type: 24, difficulty: 3, answer_type: 'field', answers: null, generator: { id: 'type-24', version: expect.any(Number) } });
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
    const first = a.json() as GeneratedDraft;
    expect(first).toMatchObject({ type: 25, difficulty: 2, answer_type: 'table', answer: null, files: [] });
    expect(first.answers!.length).toBeGreaterThan(0);
    expect((b.json() as GeneratedDraft).generator.seed).not.toBe(first.generator.seed);
  });

  it('refuses a student (403), a type without a generator and a bad difficulty (400, in Russian)', async () => {
    const student = await signIn(t, 'student');
    expect((await student.request('POST', url, { json: { type: 5 } })).statusCode).toBe(403);
    const author = await signIn(t, 'author');
    // A type that has no generator yet; the list names the types that have one.
    const withoutGenerator = Array.from({ length: 27 }, (_, i) => i + 1).find((type) => !generatorTypes.includes(type))!;
    const noGenerator = await author.request('POST', url, { json: { type: withoutGenerator } });
    expect(noGenerator.statusCode).toBe(400);
    expect(noGenerator.body).toContain(`Для задания ${withoutGenerator} генератора нет. Генераторы есть для заданий: ${draftTypes.join(', ')}`);
    // 19–21 have generators, but only of a whole block, which the form's fields do not hold (decision 065).
    const block = await author.request('POST', url, { json: { type: 20 } });
    expect(block.statusCode).toBe(400);
    expect(block.body).toContain('Задания 19–21 генерируются только целым блоком');
    const badDifficulty = await author.request('POST', url, { json: { type: 5, difficulty: 7 } });
    expect(badDifficulty.statusCode).toBe(400);
    expect(badDifficulty.body).toContain('Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)');
    expect((await author.request('POST', url, { json: { type: 'пять' } })).statusCode).toBe(400);
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
