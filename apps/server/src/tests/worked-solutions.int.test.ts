import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { trpcData, type HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let solvedTask: number;
let revealedTask: number;
let variantTask: number;
let block: { blockId: number; taskIds: number[] };

const code = '<pre><code class="language-python">print(sum(range(10)))</code></pre>';
const solutionOf = (mark: string) => `<p>${mark}: перебираем все варианты.</p>${code}<script>alert(1)</script>`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  // Each solution carries a marker no other field has, so a leak anywhere in a body shows.
  solvedTask = await insertTask(db, { type: 1, difficulty: 1, text: '<p>Решаемое</p>', answer: { kind: 'field', value: '45' }, solution: solutionOf('РАЗБОР-А') });
  revealedTask = await insertTask(db, { type: 1, difficulty: 1, text: '<p>Подсмотренное</p>', answer: { kind: 'field', value: '46' }, solution: solutionOf('РАЗБОР-Б') });
  variantTask = await insertTask(db, { type: 2, difficulty: 1, text: '<p>Из варианта</p>', answer: { kind: 'field', value: 'xyzw' }, solution: solutionOf('РАЗБОР-В') });
  block = await insertBlock(db, {
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({
      type,
      question: `<p>Вопрос ${type}</p>`,
      answer: { kind: 'field' as const, value: String(type) },
      solution: solutionOf(`РАЗБОР-${type}`),
    })),
  });
});
afterAll(async () => t.close());

const check = (client: HttpClient, task_id: number, user_answer: string) => client.request('POST', '/api/tasks/check/', { json: { task_id, user_answer } });

/** Every way a student can read a task, over REST and tRPC. */
async function readings(student: HttpClient, id: number) {
  return [
    await student.request('GET', `/api/tasks/task/${id}/`),
    await student.trpcQuery('tasks.byId', { id }),
    await student.request('GET', '/api/tasks/task/?subject=inf&type=1'),
    await student.trpcQuery('tasks.random', { type: 2 }),
    await student.request('GET', `/api/tasks/block-19-21/?subject=inf&task_id=${block.taskIds[0]}`),
    await student.trpcQuery('tasks.block', { task_id: block.taskIds[1] }),
    await student.request('GET', '/api/tasks/blocks-19-21/?subject=inf&count=1'),
  ];
}

describe("a task's worked solution ('Разбор') follows the answer's rule", () => {
  it('is absent from every response before the task is solved or revealed, wrong checks included', async () => {
    const student = await signIn(t, 'student');
    const responses = [
      ...(await readings(student, solvedTask)),
      ...(await readings(student, variantTask)),
      await check(student, solvedTask, '44'),
      await student.trpcMutation('tasks.check', { task_id: revealedTask, user_answer: '1' }),
      await check(student, block.taskIds[0]!, '1'),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toMatch(/"solution":|РАЗБОР/);
    }
  });

  it('is present after a correct answer, over REST and tRPC, sanitised with its code block', async () => {
    const student = await signIn(t, 'student');
    expect((await check(student, solvedTask, '45')).json()).toMatchObject({ is_correct: true });
    const rest = (await student.request('GET', `/api/tasks/task/${solvedTask}/`)).json() as { solution: string; status: string };
    expect(rest.status).toBe('solved');
    expect(rest.solution).toContain('РАЗБОР-А');
    expect(rest.solution).toContain(code);
    expect(rest.solution).not.toMatch(/script|alert/);
    expect(trpcData<{ solution: string }>(await student.trpcQuery('tasks.byId', { id: solvedTask })).solution).toBe(rest.solution);
  });

  it('comes with a revealed answer, over REST and tRPC, and stays with the task', async () => {
    const student = await signIn(t, 'student');
    const revealed = (await student.request('GET', `/api/tasks/${revealedTask}/reveal-answer/`)).json() as { answer: string; solution: string };
    expect(revealed.answer).toBe('46');
    expect(revealed.solution).toContain('РАЗБОР-Б');
    expect((await student.request('GET', `/api/tasks/task/${revealedTask}/`)).json()).toMatchObject({ status: 'waiting', solution: revealed.solution });

    const other = await signIn(t, 'student');
    const viaTrpc = trpcData<{ solution: string }>(await other.trpcMutation('tasks.reveal', { id: revealedTask }));
    expect(viaTrpc.solution).toBe(revealed.solution);
    const many = (await other.request('GET', `/api/tasks/reveal-answer/?ids=${revealedTask}`)).json() as { answers: { solution: string }[] };
    expect(many.answers[0]!.solution).toBe(revealed.solution);
  });

  it("in a 19–21 block shows only the solved question's own solution", async () => {
    const student = await signIn(t, 'student');
    await check(student, block.taskIds[0]!, '19');
    const rest = await student.request('GET', `/api/tasks/block-19-21/?subject=inf&task_id=${block.taskIds[0]}`);
    const trpc = await student.trpcQuery('tasks.block', { task_id: block.taskIds[0] });
    for (const response of [rest, trpc]) {
      expect(response.body).toContain('РАЗБОР-19');
      expect(response.body).not.toMatch(/РАЗБОР-2[01]/);
    }
  });

  it('shows in the task after a variant is finished, never before', async () => {
    const student = await signIn(t, 'student');
    const created = await student.request('POST', '/api/tasks/variants/', { json: { name: 'С разбором', tasks: [variantTask] } });
    const id = (created.json() as VariantDetail).id;
    expect((await student.request('GET', `/api/tasks/variants/${id}/`)).body).not.toContain('РАЗБОР');
    expect((await student.request('GET', `/api/tasks/task/${variantTask}/`)).body).not.toContain('РАЗБОР');
    const finished = await student.request('POST', `/api/tasks/variants/${id}/finish/`, { json: { answers: { [variantTask]: { user_answer: 'abcd' } }, elapsed_seconds: 60 } });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(((await student.request('GET', `/api/tasks/task/${variantTask}/`)).json() as { solution: string }).solution).toContain('РАЗБОР-В');
  });

  it("is on the staff's activity cards, with the correct answer", async () => {
    const student = await signIn(t, 'student');
    await check(student, variantTask, 'nope');
    const studentId = ((await student.request('GET', '/api/users/profile/')).json() as { id: number }).id;
    const admin = await signIn(t, 'admin');
    const page = (await admin.request('GET', `/api/users/activity/?user_id=${studentId}`)).json() as { results: { task: { solution: string | null } }[] };
    expect(page.results[0]!.task.solution).toContain('РАЗБОР-В');
    expect((await student.request('GET', `/api/users/activity/?user_id=${studentId}`)).statusCode).toBe(403);
  });
});

describe("authors write a 'Разбор'", () => {
  it('with the upload form and its edit: sanitised, optional, removed by a blank one', async () => {
    const author = await signIn(t, 'author');
    const uploaded = await author.request('POST', '/api/tasks/tasks/', {
      json: { type: 7, difficulty: 2, text: '<p>Картинка</p>', answer: '12', solution: '<p onclick="x()">РАЗБОР-Г</p><script>alert(1)</script><pre><code>print(12)</code></pre>' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const created = uploaded.json() as { id: number; tasks: { solution: string | null }[] };
    expect(created.tasks[0]!.solution).toBe('<p>РАЗБОР-Г</p><pre><code>print(12)</code></pre>');

    const student = await signIn(t, 'student');
    expect((await student.request('GET', `/api/tasks/task/${created.id}/`)).body).not.toContain('РАЗБОР');

    const edited = await author.request('PUT', `/api/tasks/tasks/${created.id}/`, { json: { solution: '<p>РАЗБОР-Д</p>' } });
    expect(edited.json()).toMatchObject({ solution: '<p>РАЗБОР-Д</p>', answer: '12' });
    const emptied = await author.request('PUT', `/api/tasks/tasks/${created.id}/`, { json: { solution: '<p></p>' } });
    expect(emptied.json()).toMatchObject({ solution: null });
    const plain = await author.request('POST', '/api/tasks/tasks/', { json: { type: 7, difficulty: 2, text: '<p>Без разбора</p>', answer: '3' } });
    expect((plain.json() as { tasks: { solution: string | null }[] }).tasks[0]!.solution).toBeNull();
  });

  it("of each block question on its own, in a multipart upload", async () => {
    const author = await signIn(t, 'author');
    const form = new FormData();
    const fields: Record<string, string> = { type: '19-21', difficulty: '2', condition: '<p>Куча камней</p>' };
    for (const type of [19, 20, 21]) {
      fields[`question_${type}`] = `<p>Вопрос ${type}</p>`;
      fields[`answer_${type}`] = String(type);
      if (type !== 21) fields[`solution_${type}`] = `<p>РАЗБОР-Б${type}</p>`;
    }
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const uploaded = await author.request('POST', '/api/tasks/', {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const tasks = (uploaded.json() as { tasks: { type: number; solution: string | null }[] }).tasks;
    expect(tasks.map((task) => [task.type, task.solution])).toEqual([
      [19, '<p>РАЗБОР-Б19</p>'],
      [20, '<p>РАЗБОР-Б20</p>'],
      [21, null],
    ]);
  });
});
