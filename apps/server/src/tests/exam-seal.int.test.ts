import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { examSealedMessage } from '@ege/core/exam/exam-messages';
import { examDurationSeconds, type ExamFinish, type ExamResult, type ExamSession } from '@ege/core/exam/exam-schemas';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { BlockPayload } from '@ege/core/tasks/bank/block-schemas';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import type { VariantDetail, VariantFinish } from '@ege/core/variants/variant-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Decision 045: while a rehearsal runs, its tasks' answers, verdicts, solutions and comments are sealed for its owner.
const start = '2026-11-25T09:00:00Z';
const clock = createSettableClock(start);
const hour = 3_600_000;
let t: TestApp;
/** The bank: one task of each type (19–21 one block), so every rehearsal holds exactly these. */
const taskOf = new Map<number, number>();
/** A task of another subject, never drawn: it stays open during a rehearsal. */
let outside: number;
const answerOf = (type: number) => `${type}0${type}`;
const solutionOf = (type: number) => `Разбор-${type}`;

type Response = { statusCode: number; body: string; json(): unknown };
async function ok<T>(response: Response): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
/** REST's `{detail}` or tRPC's error, both 409 with the seal's text. */
function expectSealed(response: Response): void {
  expect(response.statusCode, response.body).toBe(409);
  const body = response.json() as { detail?: string; error?: { message: string; data: { detail: string } } };
  if (body.error) expect(body.error).toMatchObject({ message: examSealedMessage, data: { detail: examSealedMessage } });
  else expect(body.detail).toBe(examSealedMessage);
}
const idOf = async (client: HttpClient) => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const task = (type: number) => taskOf.get(type)!;

/** The three ways of issue 24 and the other paths that show an answer, a verdict, a solution or comments. */
const paths = {
  revealOne: (client: HttpClient, id: number) => client.request('GET', `/api/tasks/${id}/reveal-answer/`),
  revealMany: (client: HttpClient, ids: number[]) => client.request('GET', `/api/tasks/reveal-answer/?ids=${ids.join(',')}`),
  revealTrpc: (client: HttpClient, id: number) => client.trpcMutation('tasks.reveal', { id }),
  revealManyTrpc: (client: HttpClient, ids: number[]) => client.trpcMutation('tasks.revealMany', { ids }),
  check: (client: HttpClient, id: number, answer: string) => client.request('POST', '/api/tasks/check/', { json: { task_id: id, user_answer: answer } }),
  checkTrpc: (client: HttpClient, id: number, answer: string) => client.trpcMutation('tasks.check', { task_id: id, user_answer: answer }),
  createVariant: (client: HttpClient, ids: number[]) => client.request('POST', '/api/tasks/variants/', { json: { name: 'Шпаргалка', tasks: ids } }),
  createVariantTrpc: (client: HttpClient, ids: number[]) => client.trpcMutation('variants.create', { name: 'Шпаргалка', tasks: ids }),
  updateVariant: (client: HttpClient, variantId: number, ids: number[]) => client.request('PUT', `/api/tasks/variants/${variantId}/`, { json: { tasks: ids } }),
  finishVariant: (client: HttpClient, variantId: number) => client.request('POST', `/api/tasks/variants/${variantId}/finish/`, { json: { answers: {}, elapsed_seconds: 5 } }),
  variantResults: (client: HttpClient, variantId: number) => client.request('GET', `/api/tasks/variants/${variantId}/results/`),
  comments: (client: HttpClient, id: number) => client.request('GET', `/api/comments/?content_type=task&object_id=${id}`),
  commentsTrpc: (client: HttpClient, id: number) => client.trpcQuery('comments.list', { content_type: 'task', object_id: id }),
};

const startExam = async (client: HttpClient, json: unknown = {}) => ok<ExamSession>(await client.request('POST', '/api/exam/start/', { json }));
const finishExam = async (client: HttpClient, id: number) => ok<ExamFinish>(await client.request('POST', `/api/exam/${id}/finish/`));
const variantOf = async (client: HttpClient, ids: number[]) => ok<VariantDetail>(await paths.createVariant(client, ids));

/** Every path refused for a task of the rehearsal; the same paths are open for a task outside it. */
async function expectAllSealed(student: HttpClient, examTask: number): Promise<void> {
  expectSealed(await paths.revealOne(student, examTask));
  expectSealed(await paths.revealTrpc(student, examTask));
  // One sealed id among others refuses the whole request: nothing of the others is revealed either.
  expectSealed(await paths.revealMany(student, [outside, examTask]));
  expectSealed(await paths.revealManyTrpc(student, [outside, examTask]));
  expectSealed(await paths.check(student, examTask, answerOf(5)));
  expectSealed(await paths.checkTrpc(student, examTask, answerOf(5)));
  expectSealed(await paths.createVariant(student, [outside, examTask]));
  expectSealed(await paths.createVariantTrpc(student, [examTask]));
  expectSealed(await paths.comments(student, examTask));
  expectSealed(await paths.commentsTrpc(student, examTask));
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.deps.db;
  const block = await insertBlock(db, {
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: answerOf(type) } })),
  });
  for (let type = 1; type <= 27; type++) {
    if (type >= 19 && type <= 21) {
      taskOf.set(type, block.taskIds[type - 19]!);
      continue;
    }
    const answer = type === 27 ? { kind: 'table' as const, rows: [['11', '22'], ['33', '44']] } : { kind: 'field' as const, value: answerOf(type) };
    const id = await insertTask(db, { type, difficulty: 2, text: `<p>Задание ${type}</p>`, answer, solution: `<p>${solutionOf(type)}</p>` });
    taskOf.set(type, id);
  }
  outside = await insertTask(db, { subject: 'python', type: 5, difficulty: 1, text: '<p>Не из экзамена</p>', answer: { kind: 'field', value: '77' } });
  const author = await signIn(t, 'student');
  // Another student's comment under a task of the rehearsal, which tells its answer.
  await ok(await author.request('POST', '/api/comments/', { json: { content_type: 'task', object_id: task(5), text: `Ответ ${answerOf(5)}` } }));
});
afterAll(async () => t.close());

describe('a self-started rehearsal', () => {
  it('seals its tasks on every path while it runs, keeps its own saves working, and opens them after the finish', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    // Before the start: type 1 is revealed in the trainer, type 2 shown by a finished variant's results.
    await ok(await paths.revealOne(student, task(1)));
    const early = await variantOf(student, [task(2)]);
    const earlyResults = await ok<VariantFinish>(await paths.finishVariant(student, early.id));
    expect(earlyResults.items[0]!.correct_answer).toBe(answerOf(2));
    // A variant made before the start that holds a task of it, and a variant of other tasks.
    const before = await variantOf(student, [task(5)]);
    const other = await variantOf(student, [outside]);
    expect((await ok<TaskPayload>(await student.request('GET', `/api/tasks/task/${task(1)}/`))).answer).toBe(answerOf(1));

    const exam = await startExam(student);
    expect(exam.tasks.map((item) => item.id)).toContain(task(5));
    clock.advance(10 * 60 * 1000);

    await expectAllSealed(student, task(5));
    // The variants: one that holds a sealed task is neither changed to hold one, nor finished, nor are old results of one shown.
    expectSealed(await paths.updateVariant(student, other.id, [outside, task(5)]));
    expectSealed(await paths.finishVariant(student, before.id));
    expectSealed(await paths.variantResults(student, early.id));
    // Reads give the statement without answer or solution, even of the task revealed before the start.
    for (const response of [
      await student.request('GET', `/api/tasks/task/${task(1)}/`),
      await student.request('GET', `/api/tasks/variants/${before.id}/`),
      await student.request('GET', `/api/tasks/block-19-21/?task_id=${task(19)}`),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toMatch(/Разбор-|"answer":"|"solution":"/);
      for (const type of [1, 5, 19, 20, 21]) expect(response.body).not.toContain(`"${answerOf(type)}"`);
    }
    const block = await ok<BlockPayload>(await student.request('GET', `/api/tasks/block-19-21/?task_id=${task(19)}`));
    expect(block.tasks.map((item) => item.answer ?? null)).toEqual([null, null, null]);

    // Nothing outside the rehearsal is held up, and the rehearsal's own saves go on.
    expect((await ok<{ answers: { answer: string }[] }>(await paths.revealMany(student, [outside]))).answers[0]!.answer).toBe('77');
    expect((await ok<{ is_correct: boolean }>(await paths.check(student, outside, '77'))).is_correct).toBe(true);
    expect((await ok<VariantFinish>(await paths.finishVariant(student, other.id))).items[0]!.correct_answer).toBe('77');
    expect((await ok<unknown[]>(await paths.comments(student, outside)))).toEqual([]);
    await ok(await student.request('POST', `/api/exam/${exam.id}/answer/`, { json: { task_id: task(5), answer: { user_answer: answerOf(5) }, time_spent: 60 } }));
    // Nothing was recorded by the refused paths.
    const studentId = await idOf(student);
    expect(await t.deps.db('task_reveals').where({ user_id: studentId, task_id: task(5) })).toEqual([]);
    expect(await t.deps.db('task_attempts').where({ user_id: studentId, task_id: task(5) })).toEqual([]);

    const finished = await finishExam(student, exam.id);
    expect(finished.primary_score).toBe(1);
    const seen = Object.fromEntries(finished.items.filter((item) => item.answer_seen).map((item) => [item.type, item.answer_seen]));
    expect(seen).toEqual({ 1: 'shown_before_start', 2: 'shown_before_start' });
    expect((await ok<ExamResult>(await student.request('GET', `/api/exam/${exam.id}/result/`))).items).toEqual(finished.items);

    // After the finish everything is open again.
    expect((await ok<{ solution: string }>(await paths.revealOne(student, task(5)))).solution).toContain(solutionOf(5));
    await ok(await paths.revealTrpc(student, task(6)));
    await ok(await paths.revealMany(student, [task(7), outside]));
    expect((await ok<{ is_correct: boolean }>(await paths.check(student, task(8), answerOf(8)))).is_correct).toBe(true);
    await ok(await paths.checkTrpc(student, task(9), answerOf(9)));
    expect((await ok<VariantFinish>(await paths.finishVariant(student, before.id))).items[0]!.correct_answer).toBe(answerOf(5));
    expect((await ok<VariantFinish>(await paths.finishVariant(student, (await variantOf(student, [task(10)])).id))).items[0]!.correct_answer).toBe(answerOf(10));
    await ok(await paths.variantResults(student, early.id));
    expect((await ok<{ text: string }[]>(await paths.comments(student, task(5))))[0]!.text).toBe(`Ответ ${answerOf(5)}`);
    await ok(await paths.commentsTrpc(student, task(5)));
    expect((await ok<TaskPayload>(await student.request('GET', `/api/tasks/task/${task(1)}/`))).answer).toBe(answerOf(1));
  });

  it('ends the seal at the deadline: the overdue rehearsal is finished by time on the next refused path', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    clock.advance(examDurationSeconds * 1000 - 1000);
    expectSealed(await paths.revealOne(student, task(3)));
    clock.advance(1000);
    expect((await ok<{ answer: string }>(await paths.revealOne(student, task(3)))).answer).toBe(answerOf(3));
    const [row] = (await t.deps.db('exam_rehearsals').where({ id: exam.id })) as { finished_by: string | null }[];
    expect(row!.finished_by).toBe('time');
  });

  it('checks a task of an overdue rehearsal after finishing it by time (the seal is read with the task, decision 079)', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    clock.advance(examDurationSeconds * 1000 - 1000);
    expectSealed(await paths.check(student, task(3), answerOf(3)));
    clock.advance(1000);
    expect((await ok<{ is_correct: boolean }>(await paths.check(student, task(3), answerOf(3)))).is_correct).toBe(true);
    const [row] = (await t.deps.db('exam_rehearsals').where({ id: exam.id })) as { finished_by: string | null }[];
    expect(row!.finished_by).toBe('time');
  });

  it('leaves other students alone: their own paths to the same tasks stay open', async () => {
    clock.set(start);
    const runner = await signIn(t, 'student');
    await startExam(runner);
    const other = await signIn(t, 'student');
    expect((await ok<{ answer: string }>(await paths.revealOne(other, task(4)))).answer).toBe(answerOf(4));
    expectSealed(await paths.revealOne(runner, task(4)));
  });
});

describe('a rehearsal assigned as homework', () => {
  it('is sealed the same, and its teacher sees which task the student had revealed before the start', async () => {
    clock.set(start);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await idOf(student);
    const window = { opens_at: new Date(Date.parse(start) - hour).toISOString(), closes_at: new Date(Date.parse(start) + 24 * hour).toISOString() };
    const [assignment] = await ok<HomeworkAssignment[]>(await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], exam: window } }));
    await ok(await paths.revealOne(student, task(11)));

    const exam = await startExam(student, { homework_id: assignment!.id });
    expect(exam.homework_id).toBe(assignment!.id);
    clock.advance(60 * 1000);
    await expectAllSealed(student, task(12));
    expectSealed(await paths.revealOne(student, task(11)));

    await finishExam(student, exam.id);
    const result = await ok<ExamResult>(await teacher.request('GET', `/api/exam/${exam.id}/result/`));
    expect(result.user.id).toBe(studentId);
    expect(result.items.filter((item) => item.answer_seen).map((item) => [item.task_id, item.answer_seen])).toEqual([[task(11), 'shown_before_start']]);
    expect((await ok<{ answer: string }>(await paths.revealOne(student, task(12)))).answer).toBe(answerOf(12));
    expect((await ok<{ is_correct: boolean }>(await paths.check(student, task(13), answerOf(13)))).is_correct).toBe(true);
    await ok(await paths.createVariant(student, [task(14)]));
  });
});
