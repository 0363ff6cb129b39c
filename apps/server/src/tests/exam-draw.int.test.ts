import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

const clock = createSettableClock('2026-11-25T09:00:00Z');
let t: TestApp;
/** The types the bank holds a task of; the rest of the rehearsal is generated (the block too, were it missing). */
const inBank = [1, 9, 27];

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('drawing a rehearsal', () => {
  it('fills the types the bank lacks with generated tasks (every type has a generator) and keeps the exam order', async () => {
    await insertBlock(t.deps.db, {
      condition: '<p>Игра</p>',
      difficulty: 2,
      questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>${type}</p>`, answer: { kind: 'field', value: '1' } })),
    });
    for (const type of inBank) await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>${type}</p>`, answer: { kind: 'field', value: '1' } });
    const student = await signIn(t, 'student');
    const response = await student.request('POST', '/api/exam/start/', { json: {} });
    expect(response.statusCode, response.body).toBe(200);
    const exam = response.json() as ExamSession;
    expect(exam.tasks.map((task) => task.type)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    const generated = await t.deps.db('tasks').whereIn('id', exam.tasks.map((task) => task.id)).whereNotNull('generator').pluck('type');
    expect(generated.sort((a, b) => a - b)).toEqual([...generatorsByType.keys()].filter((type) => !inBank.includes(type) && (type < 19 || type > 21)).sort((a, b) => a - b));
    // The station never names the generator and its seed: the seed would recompute the answer.
    expect(response.body).not.toMatch(/"generator"|"seed"/);
  });

  it('refuses a homework start while another rehearsal runs', async () => {
    const student = await signIn(t, 'student');
    const { id: studentId } = (await student.request('GET', '/api/users/profile/')).json() as { id: number };
    expect((await student.request('POST', '/api/exam/start/', { json: {} })).statusCode).toBe(200);
    const [homework] = (await t.deps.db('homework_assignments')
      .insert({ user_id: studentId, kind: 'exam', exam_opens_at: '2026-11-25T08:00:00Z', exam_closes_at: '2026-11-26T08:00:00Z' })
      .returning('id')) as { id: number }[];
    const response = await student.request('POST', '/api/exam/start/', { json: { homework_id: homework!.id } });
    expect(response.statusCode).toBe(409);
    expect((response.json() as { detail: string }).detail).toBe('Сначала завершите начатый пробный экзамен, затем начните экзамен из ДЗ');
  });
});
