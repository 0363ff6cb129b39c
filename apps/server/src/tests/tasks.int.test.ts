import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { storeGeneratedTask } from '@ege/core/tasks/authoring/store-generated-task';
import { createUser } from '@ege/core/identity/create-user';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let fieldTask: number;
let secondFieldTask: number;
let task26: number;
let task27: number;
let block: { blockId: number; taskIds: number[] };
let authorTask: number;
let generatedTask: number;

beforeAll(async () => {
  t = await createTestApp();
  const author = await createUser(t.deps.db, { username: 'task_author', email: 'task_author@example.ru', password: 'test-password-1', role: 'author' });
  fieldTask = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>Сколько дорог?<script>alert(1)</script></p><img src="/media/x.png" onerror="alert(2)">', answer: { kind: 'field', value: '42' } });
  secondFieldTask = await insertTask(t.deps.db, { type: 1, difficulty: 2, text: '<p>Ещё задача</p>', answer: { kind: 'field', value: '7' } });
  task26 = await insertTask(t.deps.db, { type: 26, difficulty: 3, text: '<p>26</p>', answer: { kind: 'table', rows: [['568', '50']] } });
  task27 = await insertTask(t.deps.db, { type: 27, difficulty: 3, text: '<p>27</p>', answer: { kind: 'table', rows: [['1', '2'], ['3', '4']] } });
  authorTask = await insertTask(t.deps.db, { type: 2, difficulty: 1, text: '<p>авторская</p>', answer: { kind: 'field', value: 'xyz' }, author_id: author.id });
  generatedTask = await storeGeneratedTask(t.deps, { type: 5, seed: 'seed-leak', difficulty: 1 });
  block = await insertBlock(t.deps.db, {
    condition: '<p>Два игрока, Петя и Ваня…</p>',
    difficulty: 2,
    questions: [
      { type: 19, question: '<p>Вопрос 19</p>', answer: { kind: 'field', value: '20' } },
      { type: 20, question: '<p>Вопрос 20</p>', answer: { kind: 'table', rows: [['10', '18']] } },
      { type: 21, question: '<p>Вопрос 21</p>', answer: { kind: 'field', value: '17' } },
    ],
  });
});
afterAll(async () => t.close());

const check = (client: HttpClient, task_id: number, answer: { user_answer?: string; user_table_answer?: string[][] }) =>
  client.request('POST', '/api/tasks/check/', { json: { task_id, solving_time: 30, ...answer } });

type Check = { is_correct: boolean; experience_gained: number; level_up: boolean; experience_points: number; attempt_number: number; solved_parts: boolean[] | null; points: number; error: string | null };

describe('a correct answer never reaches a client before the task is solved or revealed', () => {
  // A generated task's seed rebuilds its answer (drawParams), so it is guarded like the answer, and for good (issue 24).
  it('no task-returning procedure leaks an unsolved, unrevealed answer or a seed to a student', async () => {
    const student = await signIn(t, 'student');
    const responses = [
      await student.request('GET', '/api/tasks/task/?subject=inf&type=1'),
      await student.request('GET', `/api/tasks/task/${fieldTask}/`),
      await student.request('GET', `/api/tasks/task/${task26}/`),
      await student.request('GET', `/api/tasks/task/${block.taskIds[1]}/`),
      await student.request('GET', '/api/tasks/block-19-21/?subject=inf'),
      await student.request('GET', '/api/tasks/blocks-19-21/?subject=inf&count=1'),
      await student.trpcQuery('tasks.random', { type: 27 }),
      await student.trpcQuery('tasks.byId', { id: authorTask }),
      await student.trpcQuery('tasks.block', {}),
    ];
    // Fresh generated tasks have random numbers in their text: only their seed's name is looked for.
    const generated = [
      await student.request('GET', `/api/tasks/task/${generatedTask}/`),
      await student.trpcQuery('tasks.byId', { id: generatedTask }),
      await student.request('POST', '/api/tasks/generated/', { json: { type: 5 } }),
      await student.trpcMutation('tasks.generate', { type: 7 }),
    ];
    for (const response of [...responses, ...generated]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toMatch(/"answers?":|"solution":|"seed":|seed-leak/);
    }
    for (const response of responses) expect(response.body).not.toMatch(/568|"42"|xyz/);
    // The printed variant's answer key (decision 072) is refused to a student, even of the own variant.
    const variant = trpcData<{ id: number }>(await student.trpcMutation('variants.create', { name: 'Ключ', tasks: [fieldTask, task26, authorTask] }));
    for (const response of [await student.request('GET', `/api/tasks/variants/${variant.id}/answer-key/`), await student.trpcQuery('variants.answerKey', { id: variant.id })]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.body).not.toMatch(/568|"42"|xyz/);
    }
  });

  it('the author and admins see answers; the student sees them after solving or revealing', async () => {
    const author = new HttpClient(t.app);
    author.access = ((await author.request('POST', '/api/users/login/', { json: { username: 'task_author', password: 'test-password-1' } })).json() as { access: string }).access;
    expect(((await author.request('GET', `/api/tasks/task/${authorTask}/`)).json() as { answer: string }).answer).toBe('xyz');
    expect((await author.request('GET', `/api/tasks/task/${fieldTask}/`)).body).not.toContain('"answer"');
    const admin = await signIn(t, 'admin');
    expect(((await admin.request('GET', `/api/tasks/task/${fieldTask}/`)).json() as { answer: string }).answer).toBe('42');

    const student = await signIn(t, 'student');
    await check(student, secondFieldTask, { user_answer: '7' });
    expect(((await student.request('GET', `/api/tasks/task/${secondFieldTask}/`)).json() as { answer: string; status: string })).toMatchObject({ answer: '7', status: 'solved' });
    const revealed = await student.request('GET', `/api/tasks/${task26}/reveal-answer/`);
    expect(revealed.json()).toEqual({ task_id: task26, answer: null, answers: [['568', '50']], solution: null });
    expect(((await student.request('GET', `/api/tasks/task/${task26}/`)).json() as { status: string; answers: string[][] })).toMatchObject({ status: 'waiting', answers: [['568', '50']] });
  });

  it('serves sanitised task HTML', async () => {
    const student = await signIn(t, 'student');
    const text = ((await student.request('GET', `/api/tasks/task/${fieldTask}/`)).json() as { text: string }).text;
    expect(text).toContain('Сколько дорог?');
    expect(text).not.toMatch(/script|onerror/);
  });
});

describe('answer checking and experience', () => {
  it('a wrong then a right answer: attempts count, experience once, a re-solve gives nothing', async () => {
    const student = await signIn(t, 'student');
    const wrong = (await check(student, fieldTask, { user_answer: '41' })).json() as Check;
    expect(wrong).toMatchObject({ is_correct: false, experience_gained: 0, attempt_number: 1, error: 'Неверно' });
    const right = (await check(student, fieldTask, { user_answer: ' 42 ' })).json() as Check;
    expect(right).toMatchObject({ is_correct: true, experience_gained: 10, attempt_number: 2, experience_points: 10, error: null, points: 1 });
    const again = (await check(student, fieldTask, { user_answer: '42' })).json() as Check;
    expect(again).toMatchObject({ is_correct: true, experience_gained: 0, experience_points: 10, attempt_number: 3 });
  });

  it('50 concurrent identical correct checks award experience exactly once', async () => {
    const student = await signIn(t, 'student');
    const results = await Promise.all(Array.from({ length: 50 }, () => check(student, task27, { user_table_answer: [['1', '2'], ['3', '4']] })));
    const bodies = results.map((r) => r.json() as Check);
    expect(bodies.every((b) => b.is_correct)).toBe(true);
    expect(bodies.filter((b) => b.experience_gained > 0)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.attempt_number)).size).toBe(50);
    const profile = (await student.request('GET', '/api/users/profile/')).json() as { id: number; experience_points: number };
    expect(profile.experience_points).toBe(10);
    const ledger = await t.deps.db('experience_ledger').where({ user_id: profile.id }).select('amount', 'source_kind', 'source_id');
    expect(ledger).toEqual([{ amount: 10, source_kind: 'solve', source_id: String(task27) }]);
    const weeks = await t.deps.db('experience_weekly').where({ user_id: profile.id }).select('points');
    expect(weeks).toEqual([{ points: 10 }]);
  });

  it('a revealed task awards nothing when answered correctly later', async () => {
    const student = await signIn(t, 'student');
    await student.request('GET', `/api/tasks/${fieldTask}/reveal-answer/`);
    const right = (await check(student, fieldTask, { user_answer: '42' })).json() as Check;
    expect(right).toMatchObject({ is_correct: true, experience_gained: 0, experience_points: 0 });
  });

  it('refuses an empty answer with the spec text, and a guest with 401', async () => {
    const student = await signIn(t, 'student');
    const empty = await check(student, fieldTask, { user_answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { detail: string }).detail).toBe('Ответ не может быть пустым');
    const guest = await t.app.inject({ method: 'POST', url: '/api/tasks/check/', payload: { task_id: fieldTask, user_answer: '42' } });
    expect(guest.statusCode).toBe(401);
    expect((await student.request('POST', '/api/tasks/check/', { json: { task_id: 999999, user_answer: '1' } })).statusCode).toBe(404);
  });

  it('checks the parts of task 26 on their own, with exam points', async () => {
    const student = await signIn(t, 'student');
    const one = (await check(student, task26, { user_table_answer: [['568', '49']] })).json() as Check;
    expect(one).toMatchObject({ is_correct: false, solved_parts: [true, false], points: 1 });
    const swapped = (await check(student, task26, { user_answer: '50 568' })).json() as Check;
    expect(swapped).toMatchObject({ is_correct: false, points: 1 });
    const both = (await check(student, task26, { user_table_answer: [['568', '50']] })).json() as Check;
    expect(both).toMatchObject({ is_correct: true, solved_parts: [true, true], points: 2, experience_gained: 10 });
    const stats = (await student.request('GET', '/api/users/stats/')).json() as { solved_tasks: Record<string, number[]>; solved_parts: Record<string, boolean[]> };
    expect(stats.solved_tasks['26']).toEqual([task26]);
    expect(stats.solved_parts[String(task26)]).toEqual([true, true]);
  });
});

describe('picking, stats and progress', () => {
  it('prefers unsolved tasks of the type and names a type with none', async () => {
    const student = await signIn(t, 'student');
    await check(student, fieldTask, { user_answer: '42' });
    for (let i = 0; i < 8; i++) {
      expect(((await student.request('GET', '/api/tasks/task/?type=1')).json() as { id: number }).id).toBe(secondFieldTask);
    }
    // Generators write informatics only (decision 040: an informatics type never runs out); another subject can.
    const none = await student.request('GET', '/api/tasks/task/?subject=math&type=3');
    expect(none.statusCode).toBe(404);
    expect((none.json() as { detail: string }).detail).toContain('No available tasks of type 3');
    const bad = await student.request('GET', '/api/tasks/task/?type=28');
    expect(bad.statusCode).toBe(400);
  });

  it('reports average time and attempts, and per-type progress', async () => {
    const student = await signIn(t, 'student');
    await check(student, block.taskIds[0]!, { user_answer: '19' });
    await check(student, block.taskIds[0]!, { user_answer: '20' });
    const stats = (await student.request('GET', `/api/tasks/task/${block.taskIds[0]}/stats/`)).json() as { average_solving_time: number; average_attempts_count: number };
    expect(stats).toEqual({ average_solving_time: 30, average_attempts_count: 2 });
    const progress = (await student.request('GET', '/api/users/progress/')).json() as Record<string, number>;
    expect(progress['19-21']).toBe(3);
    expect(progress['1']).toBe(0);
    expect(Object.keys(progress)).toHaveLength(25);
    const blockView = (await student.request('GET', '/api/tasks/block-19-21/')).json() as { solvedTasks: boolean[]; question_statuses: string[]; ids: number[]; table_shapes: unknown[] };
    expect(blockView.ids).toEqual(block.taskIds);
    expect(blockView.solvedTasks).toEqual([true, false, false]);
    expect(blockView.table_shapes).toEqual([null, [1, 2], null]);
  });

  it('opens the block of a given question instead of a random one, and no block for a single task', async () => {
    const student = await signIn(t, 'student');
    const byQuestion = await student.request('GET', `/api/tasks/block-19-21/?task_id=${block.taskIds[2]}`);
    expect(byQuestion.statusCode, byQuestion.body).toBe(200);
    expect((byQuestion.json() as { ids: number[] }).ids).toEqual(block.taskIds);
    expect(trpcData<{ block_id: number }>(await student.trpcQuery('tasks.block', { task_id: block.taskIds[0] })).block_id).toBe(block.blockId);
    const single = await student.request('GET', `/api/tasks/block-19-21/?task_id=${fieldTask}`);
    expect(single.statusCode).toBe(404);
    expect((single.json() as { detail: string }).detail).toBe('Блок 19-21 не найден');
  });

  it('describes every type in the metadata', async () => {
    const metadata = (await t.app.inject({ method: 'GET', url: '/api/tasks/metadata/' })).json() as { task_types: Record<string, { name: string }> };
    expect(Object.keys(metadata.task_types)).toHaveLength(27);
    expect(metadata.task_types['27']!.name).toBe('Анализ данных: кластеры');
  });
});
