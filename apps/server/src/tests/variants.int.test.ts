import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { VariantDetail, VariantPage, VariantSession, VariantSummary } from '@ege/core/variants/variant-schemas';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let task1: number;
let task2: number;
let task17: number;
let task26: number;
const spareOfType1: number[] = [];
let block: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  task1 = await insertTask(db, { type: 1, difficulty: 1, text: '<p>Первое</p>', answer: { kind: 'field', value: '4242' } });
  task2 = await insertTask(db, { type: 2, difficulty: 1, text: '<p>Второе</p>', answer: { kind: 'field', value: 'wxyz' } });
  task17 = await insertTask(db, { type: 17, difficulty: 2, text: '<p>Семнадцатое</p>', answer: { kind: 'table', rows: [['12', '340']] } });
  task26 = await insertTask(db, { type: 26, difficulty: 3, text: '<p>Двадцать шестое</p>', answer: { kind: 'table', rows: [['568', '50']] } });
  for (let i = 0; i < 3; i++) spareOfType1.push(await insertTask(db, { type: 1, difficulty: 1, text: `<p>Ещё ${i}</p>`, answer: { kind: 'field', value: '1' } }));
  block = (
    await insertBlock(db, {
      condition: '<p>Два игрока…</p>',
      difficulty: 2,
      questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: String(type) } })),
    })
  ).taskIds;
});
afterAll(async () => t.close());

const url = (id: number, rest = '') => `/api/tasks/variants/${id}/${rest}`;
const create = async (client: HttpClient, body: Record<string, unknown>): Promise<VariantDetail> => {
  const response = await client.request('POST', '/api/tasks/variants/', { json: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VariantDetail;
};
const list = async (client: HttpClient, tab?: string): Promise<VariantSummary[]> => {
  const response = await client.request('GET', `/api/tasks/variants/${tab ? `?tab=${tab}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as VariantPage).results;
};
const detailOf = (response: { json(): unknown }) => response.json() as { detail: string };

describe('who may see and change a variant', () => {
  it('hides another user’s private variant behind 404 on every call', async () => {
    const owner = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const { id } = await create(owner, { name: 'Личный', tasks: [task1, task2] });
    const answers = { answers: {}, elapsed_seconds: 1 };
    const calls = [
      other.request('GET', url(id)),
      other.request('PUT', url(id), { json: { name: 'Чужой' } }),
      other.request('DELETE', url(id)),
      other.request('PUT', url(id, 'progress/'), { json: answers }),
      other.request('POST', url(id, 'finish/'), { json: answers }),
      other.request('GET', url(id, 'results/')),
      new HttpClient(t.app).request('GET', url(id)),
      other.trpcQuery('variants.byId', { id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).toContain('Вариант не найден');
    }
    expect((await owner.request('GET', url(id))).json()).toMatchObject({ name: 'Личный', can_edit: true });
    const admin = await signIn(t, 'admin');
    expect((await admin.request('GET', url(id))).json()).toMatchObject({ name: 'Личный', can_edit: true });
  });

  it('lets only an admin make a variant public, and keeps a public one read-only for students', async () => {
    const student = await signIn(t, 'student');
    const refused = await student.request('POST', '/api/tasks/variants/', { json: { name: 'Всем', tasks: [task1], is_public: true } });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused).detail).toBe('Только администратор может сделать вариант публичным');
    const own = await create(student, { name: 'Мой', tasks: [task1] });
    const publish = await student.request('PUT', url(own.id), { json: { is_public: true } });
    expect(publish.statusCode).toBe(403);
    expect((await student.request('GET', url(own.id))).json()).toMatchObject({ is_public: false });

    const admin = await signIn(t, 'admin');
    const shared = await create(admin, { name: 'Публичный', tasks: [task1, task17], is_public: true });
    expect(shared).toMatchObject({ is_public: true, can_edit: true });
    const seen = (await student.request('GET', url(shared.id))).json() as VariantDetail;
    expect(seen).toMatchObject({ name: 'Публичный', can_edit: false, session: null });
    for (const response of [await student.request('PUT', url(shared.id), { json: { name: 'Моё' } }), await student.request('DELETE', url(shared.id))]) {
      expect(response.statusCode).toBe(403);
      expect(detailOf(response).detail).toBe('Публичный вариант нельзя изменить');
    }
    // Solving a public variant is what it is for.
    const saved = await student.request('PUT', url(shared.id, 'progress/'), { json: { answers: { [task1]: { user_answer: '1' } }, elapsed_seconds: 5 } });
    expect(saved.statusCode, saved.body).toBe(200);

    const renamed = await admin.request('PUT', url(shared.id), { json: { name: 'Публичный 2' } });
    expect(renamed.json()).toMatchObject({ name: 'Публичный 2', is_public: true });
    expect((await admin.request('DELETE', url(shared.id))).json()).toEqual({ detail: 'Вариант удалён' });
    expect((await student.request('GET', url(shared.id))).statusCode).toBe(404);
  });

  it('shows a guest the public variants only, and opens one without answers', async () => {
    const admin = await signIn(t, 'admin');
    const student = await signIn(t, 'student');
    const shared = await create(admin, { name: 'Для гостей', tasks: [task1, task26], is_public: true });
    const draft = await create(admin, { name: 'Черновик админа', tasks: [task1], is_public: true, is_draft: true });
    const mine = await create(student, { name: 'Студенческий', tasks: [task1] });

    const guest = new HttpClient(t.app);
    for (const tab of [undefined, 'public']) {
      const ids = (await list(guest, tab)).map((v) => v.id);
      expect(ids).toContain(shared.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(mine.id);
    }
    expect(await list(guest, 'mine')).toEqual([]);
    expect(await list(guest, 'homework')).toEqual([]);
    expect((await list(guest)).every((v) => v.is_public && !v.can_edit && !v.has_results && v.progress.solved === 0)).toBe(true);

    const opened = await guest.request('GET', url(shared.id));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: shared.id, session: null, task_count: 2 });
    expect(opened.body).not.toMatch(/"answers?":|"solution":/);
    expect(opened.body).not.toMatch(/4242|568/);
    expect((await guest.request('GET', url(draft.id))).statusCode).toBe(404);
    expect((await student.request('GET', url(draft.id))).statusCode).toBe(404);
    expect((await list(student)).map((v) => v.id)).not.toContain(draft.id);
    expect((await guest.request('POST', '/api/tasks/variants/', { json: { tasks: [task1] } })).statusCode).toBe(401);
  });
});

describe('the tabs', () => {
  it('keeps public and homework variants out of "mine", newest first, with tasks and progress', async () => {
    const admin = await signIn(t, 'admin');
    const student = await signIn(t, 'student');
    const shared = await create(admin, { name: 'Общий', tasks: [task2], is_public: true });
    const plain = await create(student, { name: 'Мой вариант', tasks: [task1, task17, task26] });
    const fromHomework = await create(student, { name: 'Вариант из ДЗ', tasks: [task1] });
    const datedHomework = await create(student, { name: 'Вариант ДЗ 12.03.2026', tasks: [task1] });
    const sourced = await create(student, { name: 'Назван как угодно', tasks: [task1] });
    await t.deps.db('variants').where({ id: sourced.id }).update({ source: 'homework' });
    const later = await create(student, { name: 'Вариант ДЗ-шный, но свой', tasks: [task2] });

    expect((await list(student, 'mine')).map((v) => v.id)).toEqual([later.id, plain.id]);
    expect((await list(student, 'homework')).map((v) => v.id)).toEqual([sourced.id, datedHomework.id, fromHomework.id]);
    const publicIds = (await list(student, 'public')).map((v) => v.id);
    expect(publicIds).toContain(shared.id);
    expect(publicIds).not.toContain(plain.id);
    const all = (await list(student)).map((v) => v.id);
    expect(all.slice(0, 5)).toEqual([later.id, sourced.id, datedHomework.id, fromHomework.id, plain.id]);
    expect(all).toContain(shared.id);

    await student.request('POST', '/api/tasks/check/', { json: { task_id: task17, user_table_answer: [['12', '340']] } });
    const [card] = (await list(student, 'mine')).filter((v) => v.id === plain.id);
    expect(card).toMatchObject({
      name: 'Мой вариант',
      owner_id: plain.owner_id,
      is_public: false,
      is_draft: false,
      mode: 'KEGE',
      show_results_mode: 'after',
      source: null,
      task_count: 3,
      tasks: [
        { id: task1, type: 1, answer_type: 'field' },
        { id: task17, type: 17, answer_type: 'table' },
        { id: task26, type: 26, answer_type: 'table' },
      ],
      progress: { solved: 1, total: 3 },
      has_results: false,
      can_edit: true,
    });
    const sharedCard = (await list(student, 'public')).find((v) => v.id === shared.id);
    expect(sharedCard).toMatchObject({ can_edit: false, progress: { solved: 0, total: 1 } });
  });

  it('answers the same over tRPC', async () => {
    const student = await signIn(t, 'student');
    const made = await create(student, { name: 'Через tRPC', tasks: [task1] });
    const listed = trpcData<VariantPage>(await student.trpcQuery('variants.list', { tab: 'mine' })).results;
    expect(listed.map((v) => v.id)).toEqual([made.id]);
    expect(trpcData<VariantPage>(await student.trpcQuery('variants.list')).results.map((v) => v.id)).toContain(made.id);
  });
});

describe('create, update, delete', () => {
  it('creates from ids: duplicates dropped, a blank name named, defaults filled', async () => {
    const student = await signIn(t, 'student');
    const made = await create(student, { name: '   ', tasks: [task17, task1, task17], mode: 'all-in-one', show_results_mode: 'inline', is_draft: true });
    expect(made).toMatchObject({ name: 'Без названия', is_draft: true, mode: 'all-in-one', show_results_mode: 'inline', task_count: 2, session: null, has_results: false });
    expect(made.task_payloads.map((task) => task.id)).toEqual([task17, task1]);
    expect(made.tasks.map((task) => task.id)).toEqual([task17, task1]);
    const plain = await create(student, { tasks: [task1] });
    expect(plain).toMatchObject({ name: 'Без названия', is_draft: false, is_public: false, mode: 'KEGE', show_results_mode: 'after' });
  });

  it('refuses unknown task ids by name, and a variant of nothing', async () => {
    const student = await signIn(t, 'student');
    const unknown = await student.request('POST', '/api/tasks/variants/', { json: { name: 'x', tasks: [task1, 999998, 999999] } });
    expect(unknown.statusCode).toBe(400);
    expect(detailOf(unknown).detail).toBe('Задания не найдены: 999998, 999999');
    for (const body of [{ name: 'x' }, { name: 'x', tasks: [] }, { name: 'x', tasksByType: {} }, { name: 'x', tasksByType: { '5': 0 } }]) {
      const empty = await student.request('POST', '/api/tasks/variants/', { json: body });
      expect(empty.statusCode, JSON.stringify(body)).toBe(400);
      expect(detailOf(empty).detail).toBe('Выберите хотя бы один тип задания');
    }
    expect(await t.deps.db('variants').where({ name: 'x' }).first()).toBeUndefined();
  });

  it('creates from counts per type over tRPC, unsolved tasks first, a block whole', async () => {
    const student = await signIn(t, 'student');
    await student.request('POST', '/api/tasks/check/', { json: { task_id: task1, user_answer: '4242' } });
    const made = trpcData<VariantDetail>(await student.trpcMutation('variants.create', { name: 'Сгенерированный вариант', tasksByType: { '1': 3, '19-21': 1 } }));
    expect(made.tasks.map((task) => task.type)).toEqual([1, 1, 1, 19, 20, 21]);
    expect(made.tasks.slice(3).map((task) => task.id)).toEqual(block);
    expect(made.tasks.slice(0, 3).map((task) => task.id).sort((a, b) => a - b)).toEqual(spareOfType1);
    const short = await student.trpcMutation('variants.create', { name: 'Слишком много', tasksByType: { '1': 4 } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Ошибка подбора задач');
    const withSolved = trpcData<VariantDetail>(await student.trpcMutation('variants.create', { tasksByType: { '1': 4 }, exclude_solved: false }));
    expect(withSolved.tasks.map((task) => task.id).sort((a, b) => a - b)).toEqual([task1, ...spareOfType1].sort((a, b) => a - b));
  });

  it('updates the fields sent, replaces the tasks and prunes saved answers of the removed ones', async () => {
    const student = await signIn(t, 'student');
    const made = await create(student, { name: 'До', tasks: [task1, task17, task26], is_draft: true });
    const progress = { answers: { [task1]: { user_answer: '1' }, [task26]: { user_table_answer: [['568', '1']] } }, elapsed_seconds: 60, current_index: 2 };
    expect((await student.request('PUT', url(made.id, 'progress/'), { json: progress })).statusCode).toBe(200);

    const renamed = (await student.request('PUT', url(made.id), { json: { name: 'После', is_draft: false } })).json() as VariantDetail;
    expect(renamed).toMatchObject({ name: 'После', is_draft: false, mode: 'KEGE', task_count: 3 });
    expect(renamed.session?.answers).toEqual(progress.answers);

    const replaced = await student.request('PUT', url(made.id), { json: { tasks: [task26, task2], show_results_mode: 'inline', is_draft: true } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as VariantDetail;
    expect(after).toMatchObject({ name: 'После', show_results_mode: 'inline', is_draft: true, task_count: 2 });
    expect(after.tasks.map((task) => task.id)).toEqual([task26, task2]);
    expect(after.session).toMatchObject({ answers: { [task26]: { user_table_answer: [['568', '1']] } }, current_index: 1, elapsed_seconds: 60 });

    const unknown = await student.request('PUT', url(made.id), { json: { tasks: [424242] } });
    expect(unknown.statusCode).toBe(400);
    expect(((await student.request('GET', url(made.id))).json() as VariantDetail).tasks.map((task) => task.id)).toEqual([task26, task2]);
  });

  it('deletes a variant with its tasks and sessions', async () => {
    const student = await signIn(t, 'student');
    const made = await create(student, { name: 'Удаляемый', tasks: [task1, task2] });
    await student.request('PUT', url(made.id, 'progress/'), { json: { answers: {}, elapsed_seconds: 3 } });
    const removed = await student.request('DELETE', url(made.id));
    expect(removed.statusCode).toBe(200);
    expect((await student.request('GET', url(made.id))).statusCode).toBe(404);
    expect(await t.deps.db('variant_tasks').where({ variant_id: made.id }).first()).toBeUndefined();
    expect(await t.deps.db('variant_sessions').where({ variant_id: made.id }).first()).toBeUndefined();
    expect((await student.request('DELETE', url(made.id))).statusCode).toBe(404);
  });
});

describe('progress', () => {
  it('saves answers, time and place, and gives them back with the variant', async () => {
    const student = await signIn(t, 'student');
    const made = await create(student, { name: 'С прогрессом', tasks: [task1, task17] });
    const body = { answers: { [task1]: { user_answer: '12' }, [task17]: { user_table_answer: [['1', '2']] } }, elapsed_seconds: 125, current_index: 1 };
    const saved = await student.request('PUT', url(made.id, 'progress/'), { json: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, finished_at: null });

    const again = trpcData<VariantSession>(await student.trpcMutation('variants.saveProgress', { id: made.id, answers: { [task1]: { user_answer: '13' } }, elapsed_seconds: 130, current_index: 7 }));
    expect(again).toMatchObject({ answers: { [task1]: { user_answer: '13' } }, elapsed_seconds: 130, current_index: 1 });
    const reloaded = (await student.request('GET', url(made.id))).json() as VariantDetail;
    expect(reloaded.session).toEqual(again);
    // The saved answer is the student's own: it does not unlock the task's answer.
    expect(JSON.stringify(reloaded.task_payloads)).not.toMatch(/4242|340/);
  });

  it('refuses answers to tasks that are not in the variant', async () => {
    const student = await signIn(t, 'student');
    const made = await create(student, { name: 'Строгий', tasks: [task1] });
    const foreign = await student.request('PUT', url(made.id, 'progress/'), { json: { answers: { [task2]: { user_answer: 'x' } }, elapsed_seconds: 1 } });
    expect(foreign.statusCode).toBe(400);
    expect(detailOf(foreign).detail).toBe(`Ответы на задания не из этого варианта: ${task2}`);
    expect(await t.deps.db('variant_sessions').where({ variant_id: made.id }).first()).toBeUndefined();
  });
});
