import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { VariantAnswers, VariantDetail, VariantFinish, VariantResults } from '@ege/core/variants/variant-schemas';
import { trpcData, type HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let fieldTask: number;
let tableTask: number;
let skippedTask: number;
let task26: number;
/** One task of every type 1–27, 19–21 from one block. */
const exam: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  fieldTask = await insertTask(db, { type: 1, difficulty: 1, text: '<p>Поле</p>', answer: { kind: 'field', value: '4242' } });
  tableTask = await insertTask(db, { type: 17, difficulty: 2, text: '<p>Таблица</p>', answer: { kind: 'table', rows: [['12', '340']] } });
  skippedTask = await insertTask(db, { type: 2, difficulty: 1, text: '<p>Пропущенное</p>', answer: { kind: 'field', value: 'wxyz' } });
  task26 = await insertTask(db, { type: 26, difficulty: 3, text: '<p>Две части</p>', answer: { kind: 'table', rows: [['568', '50']] } });
  const block = await insertBlock(db, {
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: String(type) } })),
  });
  for (let type = 1; type <= 27; type++) {
    if (type >= 19 && type <= 21) exam.push(block.taskIds[type - 19]!);
    else exam.push(await insertTask(db, { type, difficulty: 1, text: `<p>Экзамен ${type}</p>`, answer: { kind: 'table', rows: [['7', '8']] } }));
  }
});
afterAll(async () => t.close());

const url = (id: number, rest = '') => `/api/tasks/variants/${id}/${rest}`;
const createVariant = async (client: HttpClient, tasks: number[]): Promise<number> => {
  const response = await client.request('POST', '/api/tasks/variants/', { json: { name: 'На проверку', tasks } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as VariantDetail).id;
};
const finish = (client: HttpClient, id: number, answers: VariantAnswers, elapsed_seconds = 300) =>
  client.request('POST', url(id, 'finish/'), { json: { answers, elapsed_seconds } });
const profileOf = async (client: HttpClient) => (await client.request('GET', '/api/users/profile/')).json() as { id: number; experience_points: number };
const experienceOf = async (client: HttpClient) => (await profileOf(client)).experience_points;

describe('finishing a variant', () => {
  it('keeps the answers hidden until the finish, then scores every task as the trainer checks it', async () => {
    const given: VariantAnswers = {
      [fieldTask]: { user_answer: ' 4242 ' },
      [tableTask]: { user_table_answer: [['12', '340']] },
      [skippedTask]: { user_answer: '   ' },
      [task26]: { user_table_answer: [['568', '49']] },
    };
    const student = await signIn(t, 'student');
    const id = await createVariant(student, [fieldTask, tableTask, skippedTask, task26]);
    const before = await student.request('GET', url(id));
    expect(before.body).not.toMatch(/"answers?":|"solution":/);
    expect(before.body).not.toMatch(/4242|340|wxyz|568/);
    const notYet = await student.request('GET', url(id, 'results/'));
    expect(notYet.statusCode).toBe(404);
    expect((notYet.json() as { detail: string }).detail).toBe('Результаты не найдены: вариант ещё не завершён');

    const finished = await finish(student, id, given, 754);
    expect(finished.statusCode, finished.body).toBe(200);
    // The achievements a finish earned are its answer's only: the stored results never repeat them.
    const { achievements_earned, ...results } = finished.json() as VariantFinish;
    expect(achievements_earned.map((achievement) => achievement.id)).toContain('variant-1');
    expect(results).toMatchObject({
      variant_id: id,
      name: 'На проверку',
      elapsed_seconds: 754,
      total: 4,
      correct_count: 2,
      score: 50,
      exam_points: 3,
      exam_max_points: 5,
      primary_score: null,
      test_score: null,
      experience_gained: 20,
    });
    expect(results.items).toEqual([
      { position: 1, task_id: fieldTask, type: 1, user_answer: '4242', correct_answer: '4242', is_correct: true, points: 1, max_points: 1, experience_gained: 10 },
      { position: 2, task_id: tableTask, type: 17, user_answer: '12 340', correct_answer: '12 340', is_correct: true, points: 1, max_points: 1, experience_gained: 10 },
      { position: 3, task_id: skippedTask, type: 2, user_answer: '', correct_answer: 'wxyz', is_correct: false, points: 0, max_points: 1, experience_gained: 0 },
      { position: 4, task_id: task26, type: 26, user_answer: '568 49', correct_answer: '568 50', is_correct: false, points: 1, max_points: 2, experience_gained: 0 },
    ]);
    expect(await experienceOf(student)).toBe(20);
    // The blank answer was not checked; the others were recorded as attempts.
    const { id: userId } = await profileOf(student);
    const attempts = (await t.deps.db('task_attempts').where({ user_id: userId }).select('task_id')) as { task_id: number }[];
    expect(attempts.map((a) => a.task_id).sort((a, b) => a - b)).toEqual([fieldTask, tableTask, task26].sort((a, b) => a - b));

    const stored = await student.request('GET', url(id, 'results/'));
    expect(stored.json()).toEqual(results);
    const after = (await student.request('GET', url(id))).json() as VariantDetail;
    expect(after).toMatchObject({ has_results: true, progress: { solved: 2, total: 4 } });
    expect(after.session).toMatchObject({ answers: given, elapsed_seconds: 754, finished_at: results.finished_at });
    const listed = ((await student.request('GET', '/api/tasks/variants/?tab=mine')).json() as { results: { id: number; has_results: boolean }[] }).results;
    expect(listed.find((v) => v.id === id)?.has_results).toBe(true);
  });

  it('awards experience once when finished again', async () => {
    const student = await signIn(t, 'student');
    const id = await createVariant(student, [fieldTask, tableTask]);
    const full = { [fieldTask]: { user_answer: '4242' }, [tableTask]: { user_table_answer: [['12', '340']] } };
    const first = (await finish(student, id, full)).json() as VariantResults;
    expect(first.experience_gained).toBe(20);
    const second = (await finish(student, id, full)).json() as VariantResults;
    expect(second).toMatchObject({ correct_count: 2, score: 100, experience_gained: 0 });
    expect(second.items.every((item) => item.is_correct && item.experience_gained === 0)).toBe(true);
    expect(await experienceOf(student)).toBe(20);
  });

  it('awards experience once when finished ten times at once', async () => {
    const student = await signIn(t, 'student');
    const id = await createVariant(student, [fieldTask, tableTask, task26]);
    const full = { [fieldTask]: { user_answer: '4242' }, [tableTask]: { user_table_answer: [['12', '340']] }, [task26]: { user_answer: '568 50' } };
    const responses = await Promise.all(Array.from({ length: 10 }, () => finish(student, id, full)));
    const bodies = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as VariantResults;
    });
    expect(bodies.every((body) => body.score === 100)).toBe(true);
    expect(bodies.reduce((sum, body) => sum + body.experience_gained, 0)).toBe(30);
    expect(await experienceOf(student)).toBe(30);
    const { id: userId } = await profileOf(student);
    expect(await t.deps.db('task_solves').where({ user_id: userId }).count({ n: '*' })).toEqual([{ n: 3 }]);
  });

  it('gives no experience for a task whose answer was revealed', async () => {
    const student = await signIn(t, 'student');
    await student.request('GET', `/api/tasks/${fieldTask}/reveal-answer/`);
    const id = await createVariant(student, [fieldTask]);
    const results = trpcData<VariantResults>(await student.trpcMutation('variants.finish', { id, answers: { [fieldTask]: { user_answer: '4242' } }, elapsed_seconds: 10 }));
    expect(results).toMatchObject({ correct_count: 1, experience_gained: 0 });
    expect(await experienceOf(student)).toBe(0);
  });

  it('counts the tasks left unsolved as revealed once the results have shown their answers', async () => {
    const student = await signIn(t, 'student');
    const id = await createVariant(student, [fieldTask, skippedTask]);
    const first = (await finish(student, id, { [fieldTask]: { user_answer: '4242' }, [skippedTask]: { user_answer: 'nope' } })).json() as VariantResults;
    expect(first.items.map((item) => item.correct_answer)).toEqual(['4242', 'wxyz']);
    const statuses = (await student.request('GET', url(id))).json() as VariantDetail;
    expect(statuses.task_payloads.map((task) => task.status)).toEqual(['solved', 'waiting']);
    const retried = (await finish(student, id, { [fieldTask]: { user_answer: '4242' }, [skippedTask]: { user_answer: 'wxyz' } })).json() as VariantResults;
    expect(retried).toMatchObject({ correct_count: 2, experience_gained: 0 });
    const inTrainer = await student.request('POST', '/api/tasks/check/', { json: { task_id: skippedTask, user_answer: 'wxyz' } });
    expect(inTrainer.json()).toMatchObject({ is_correct: true, experience_gained: 0 });
    expect(await experienceOf(student)).toBe(10);
  });

  it('scores a whole exam variant on the 100-point scale', async () => {
    const student = await signIn(t, 'student');
    const id = await createVariant(student, exam);
    const nothing = (await finish(student, id, {})).json() as VariantResults;
    expect(nothing).toMatchObject({ total: 27, score: 0, exam_points: 0, exam_max_points: 29, primary_score: 0, test_score: 0 });
    const someRight: VariantAnswers = Object.fromEntries(exam.slice(0, 5).map((taskId) => [taskId, { user_answer: '7 8' }]));
    expect(trpcData<VariantResults>(await student.trpcQuery('variants.results', { id })).items).toHaveLength(27);
    const scored = (await finish(student, id, someRight)).json() as VariantResults;
    expect(scored).toMatchObject({ correct_count: 5, score: 19, exam_points: 5, primary_score: 5, test_score: 34 });
  });

  it('refuses answers to tasks outside the variant, and keeps nothing of that finish', async () => {
    const student = await signIn(t, 'student');
    const id = await createVariant(student, [fieldTask]);
    const refused = await finish(student, id, { [skippedTask]: { user_answer: 'wxyz' } });
    expect(refused.statusCode).toBe(400);
    expect(await experienceOf(student)).toBe(0);
    expect((await student.request('GET', url(id, 'results/'))).statusCode).toBe(404);
  });
});
