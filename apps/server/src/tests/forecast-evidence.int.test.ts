import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { ExamFinish, ExamSession } from '@ege/core/exam/exam-schemas';
import type { ForecastView, MasteryView, PracticeNext, ReadyForecastView } from '@ege/core/learning/learning-schemas';
import { pickDueTypes } from '@ege/core/learning/pick-due-types';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { VariantAnswer, VariantDetail, VariantFinish } from '@ege/core/variants/variant-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

const today = '2026-11-25T09:00:00Z';
const clock = createSettableClock(today);
let t: TestApp;
/** One task of each type, 19–21 one block: a whole exam. */
const exam: number[] = [];
/** Trainer tasks of types 3 and 4 beside the exam's, answered '42'. */
const trainer = new Map<number, number[]>();

const tableOf = (type: number) => (type === 27 ? [['7', '8'], ['9', '10']] : [['7', '8']]);
const rightAnswerOf = (index: number): VariantAnswer => (index >= 18 && index <= 20 ? { user_answer: String(index + 1) } : { user_table_answer: tableOf(index + 1) });

async function ok<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const getJson = async <T>(client: HttpClient, url: string) => ok<T>(await client.request('GET', url));
async function answer(client: HttpClient, taskId: number, right: boolean) {
  await ok(await client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: right ? '42' : '7', solving_time: 90 } }));
}
function ready(forecast: ForecastView | null): ReadyForecastView {
  expect(forecast?.status).toBe('ready');
  return forecast as ReadyForecastView;
}
const userIdOf = async (client: HttpClient) => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const block = await insertBlock(t.deps.db, {
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: String(type) } })),
  });
  for (let type = 1; type <= 27; type++) {
    exam.push(type >= 19 && type <= 21 ? block.taskIds[type - 19]! : await insertTask(t.deps.db, { type, difficulty: 2, text: `<p>Экзамен ${type}</p>`, answer: { kind: 'table', rows: tableOf(type) } }));
  }
  for (const type of [3, 4]) {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await insertTask(t.deps.db, { type, difficulty: 2, text: `<p>Тренажер ${type}.${i}</p>`, answer: { kind: 'field', value: '42' } }));
    trainer.set(type, ids);
  }
});
afterAll(async () => t.close());

describe('the forecast from a full exam (decision 050)', () => {
  it('after 2 trainer solves and a rehearsal finished with no answer: near 0 and no pass chance, not 52', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    await answer(student, trainer.get(3)![0]!, true);
    await answer(student, trainer.get(4)![0]!, true);
    // Two answered tasks are no grounds for a score: how many more instead, and nothing stored.
    expect(await getJson<ForecastView>(student, '/api/users/forecast/')).toEqual({ status: 'insufficient', tasks_answered: 2, need: 18, history: [] });

    clock.advance(60_000);
    const rehearsal = await ok<ExamSession>(await student.request('POST', '/api/exam/start/', { json: {} }));
    clock.advance(60_000);
    const finish = await ok<ExamFinish>(await student.request('POST', `/api/exam/${rehearsal.id}/finish/`));
    expect(finish).toMatchObject({ primary_score: 0, test_score: 0 });
    const forecast = ready(finish.forecast);
    expect(forecast.expected_test_score).toBeLessThanOrEqual(10);
    expect(forecast.p10).toBe(0);
    expect(forecast.p90).toBeLessThanOrEqual(20);
    expect(forecast.chances[40]).toBeLessThan(0.01);
    expect(forecast.chances[46]).toBeLessThan(0.01);
    expect(forecast.history).toEqual([{ day: '2026-11-25', expected_test_score: forecast.expected_test_score, p10: forecast.p10, p90: forecast.p90 }]);

    // The rehearsal's blanks are wrong first tries: every type is tried, each with a low chance.
    const mastery = await getJson<MasteryView>(student, '/api/users/mastery/');
    expect(mastery.types.every((type) => type.probability !== null && type.probability < 0.25)).toBe(true);
    expect(mastery.types.find((type) => type.type === 5)!.attempts_used).toBe(1);
    expect(ready(await getJson<ForecastView>(student, '/api/users/forecast/')).expected_test_score).toBe(forecast.expected_test_score);
  });

  it('after 14 of 100 on a full variant: near 14', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    const { id } = await ok<VariantDetail>(await student.request('POST', '/api/tasks/variants/', { json: { name: 'Пробник', tasks: exam } }));
    const answers = Object.fromEntries(exam.map((taskId, index) => [String(taskId), index < 2 ? rightAnswerOf(index) : { user_answer: '1' }]));
    const finish = await ok<VariantFinish>(await student.request('POST', `/api/tasks/variants/${id}/finish/`, { json: { answers, elapsed_seconds: 600 } }));
    expect(finish.test_score).toBe(14);
    const forecast = ready(await getJson<ForecastView>(student, '/api/users/forecast/'));
    expect(Math.abs(forecast.expected_test_score - 14)).toBeLessThanOrEqual(8);
    expect(forecast.chances[46]).toBeLessThan(0.05);
    // Its checks wrote attempts too; each task counts once, as the exam's.
    expect((await getJson<MasteryView>(student, '/api/users/mastery/')).types.map((type) => type.attempts_used)).toEqual(Array(27).fill(1));
  });

  it('lets later practice move it: a variant long ago weighs less than a month of solves since', async () => {
    clock.set('2026-06-01T09:00:00Z');
    const student = await signIn(t, 'student');
    const { id } = await ok<VariantDetail>(await student.request('POST', '/api/tasks/variants/', { json: { name: 'Весной', tasks: exam } }));
    await ok(await student.request('POST', `/api/tasks/variants/${id}/finish/`, { json: { answers: {}, elapsed_seconds: 60 } }));
    const after = ready(await getJson<ForecastView>(student, '/api/users/forecast/'));
    clock.set(today);
    for (const type of [3, 4]) for (const taskId of trainer.get(type)!) await answer(student, taskId, true);
    const later = ready(await getJson<ForecastView>(student, '/api/users/forecast/'));
    expect(later.expected_test_score).toBeGreaterThan(after.expected_test_score + 10);
  });
});

describe('mastery of untried types (decision 050)', () => {
  it('gives an untried type no chance, and puts a type answered wrong before it in practice', async () => {
    clock.set(today);
    const student = await signIn(t, 'student');
    await answer(student, trainer.get(3)![0]!, false);
    clock.advance(2 * 60_000);
    const mastery = await getJson<MasteryView>(student, '/api/users/mastery/');
    const missed = mastery.types.find((type) => type.type === 3)!;
    expect(missed.probability).toBeGreaterThan(0);
    expect(missed.probability).toBeLessThan(0.35);
    expect(mastery.types.filter((type) => type.probability === null).map((type) => type.type)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1).filter((type) => type !== 3));

    expect((await pickDueTypes(t.deps, await userIdOf(student), 3))[0]).toBe(3);
    const next = await getJson<PracticeNext>(student, '/api/users/practice/next/');
    expect(next.task).toMatchObject({ type: 3, probability: missed.probability });
  });
});
