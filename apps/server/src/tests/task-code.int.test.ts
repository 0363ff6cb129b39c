import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { codeExamFinishedMessage, codeExamTimeUpMessage } from '@ege/core/code/code-messages';
import { maxTaskCodeLength, type TaskCode } from '@ege/core/code/code-schemas';
import { examDurationSeconds, type ExamSession } from '@ege/core/exam/exam-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { messages } from '@ege/core/text/messages';
import { missingTokenMessage } from '@ege/core/identity/actor';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

/*
 * 'Решить на Python' (issue 28, decision 067): a student's program for a task is kept on the server,
 * per user and task, and per rehearsal in its station; through the real app, over REST and tRPC.
 */

const clock = createSettableClock('2026-11-25T09:00:00Z');
let t: TestApp;
/** One task of each type (19–21 one block), so every rehearsal holds exactly these. */
const taskOf = new Map<number, number>();
/** A task no rehearsal holds: the bank has a type-1 task twice, the draw takes one. */
let outsideTask: number;

const codeUrl = (taskId: number, examId?: number) => `/api/tasks/${taskId}/code/${examId === undefined ? '' : `?exam_id=${examId}`}`;
const read = (client: HttpClient, taskId: number, examId?: number) => client.request('GET', codeUrl(taskId, examId));
const save = (client: HttpClient, taskId: number, code: string, examId?: number) =>
  client.request('PUT', codeUrl(taskId), { json: examId === undefined ? { code } : { code, exam_id: examId } });
const detailOf = (response: { json(): unknown }) => (response.json() as { detail: string }).detail;
async function ok<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const codeOf = async (client: HttpClient, taskId: number, examId?: number) => (await ok<TaskCode>(await read(client, taskId, examId))).code;

function answerOf(type: number) {
  if (type === 27) return { kind: 'table' as const, rows: [['1', '2'], ['3', '4']] };
  if ([17, 18, 20, 25, 26].includes(type)) return { kind: 'table' as const, rows: [['1', '2']] };
  return { kind: 'field' as const, value: String(type) };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const block = await insertBlock(t.deps.db, {
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: answerOf(type) })),
  });
  for (let type = 1; type <= 27; type++) {
    if (type >= 19 && type <= 21) taskOf.set(type, block.taskIds[type - 19]!);
    else taskOf.set(type, await insertTask(t.deps.db, { type, difficulty: 2, text: `<p>Задание ${type}</p>`, answer: answerOf(type), table_shape: type === 25 ? [1, 2] : null }));
  }
  // A second bank: a rehearsal draws one task per type, so of two type-27 tasks one stays outside it.
  outsideTask = await insertTask(t.deps.db, { type: 27, difficulty: 2, text: '<p>Ещё одно 27</p>', answer: answerOf(27) });
});
afterAll(async () => t.close());

describe('trainer code: per user and task', () => {
  it('keeps what was saved and gives it back, with the server clock\'s time; nothing saved reads as empty', async () => {
    const student = await signIn(t, 'student');
    const task = taskOf.get(27)!;
    expect(await ok<TaskCode>(await read(student, task))).toEqual({ task_id: task, exam_id: null, code: '', updated_at: null });
    clock.set('2026-11-25T10:00:00Z');
    const saved = await ok<TaskCode>(await save(student, task, 'print(42)\n'));
    expect(saved).toEqual({ task_id: task, exam_id: null, code: 'print(42)\n', updated_at: '2026-11-25T10:00:00.000Z' });
    clock.set('2026-11-25T10:05:00Z');
    await ok(await save(student, task, 'print(43)\n'));
    expect(await ok<TaskCode>(await read(student, task))).toEqual({ task_id: task, exam_id: null, code: 'print(43)\n', updated_at: '2026-11-25T10:05:00.000Z' });
    expect(await t.deps.db('task_codes').where({ task_id: task }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('answers the same over tRPC (tasks.getCode, tasks.saveCode)', async () => {
    const student = await signIn(t, 'student');
    const task = taskOf.get(26)!;
    const saved = trpcData<TaskCode>(await student.trpcMutation('tasks.saveCode', { id: task, code: 'x = 1' }));
    expect(saved).toMatchObject({ task_id: task, exam_id: null, code: 'x = 1' });
    expect(trpcData<TaskCode>(await student.trpcQuery('tasks.getCode', { id: task }))).toEqual(saved);
    expect(await codeOf(student, task)).toBe('x = 1');
  });

  it('is each user\'s own: another reads empty and his save leaves mine as it was', async () => {
    const mine = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const task = taskOf.get(25)!;
    await ok(await save(mine, task, 'print("моё")'));
    expect(await ok<TaskCode>(await read(other, task))).toMatchObject({ code: '', updated_at: null });
    await ok(await save(other, task, 'print("чужое")'));
    expect(await codeOf(mine, task)).toBe('print("моё")');
    expect(await codeOf(other, task)).toBe('print("чужое")');
  });

  it('refuses a guest with 401, over REST and tRPC', async () => {
    const guest = new HttpClient(t.app);
    const task = taskOf.get(1)!;
    for (const response of [await read(guest, task), await save(guest, task, 'print(1)'), await guest.trpcQuery('tasks.getCode', { id: task })]) {
      expect(response.statusCode, response.body).toBe(401);
      expect(detailOf(response) ?? (response.json() as { error: { message: string } }).error.message).toBe(missingTokenMessage);
    }
    expect(await t.deps.db('task_codes').where({ task_id: task }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('answers an unknown task with 404 and the task page\'s message', async () => {
    const student = await signIn(t, 'student');
    const byPage = await student.request('GET', '/api/tasks/task/999999/');
    for (const response of [byPage, await read(student, 999_999), await save(student, 999_999, 'print(1)')]) {
      expect([response.statusCode, detailOf(response)]).toEqual([404, messages.taskNotFound]);
    }
  });

  it('refuses code past 65 536 characters with 400 and the Russian message, keeping the saved code', async () => {
    const student = await signIn(t, 'student');
    const task = taskOf.get(24)!;
    const longest = `s = '${'я'.repeat(maxTaskCodeLength - 7)}'\n`;
    expect(longest).toHaveLength(maxTaskCodeLength);
    await ok(await save(student, task, longest));
    const tooLong = await save(student, task, `${longest}#`);
    expect([tooLong.statusCode, detailOf(tooLong)]).toEqual([400, messages.codeTooLong]);
    expect(await codeOf(student, task)).toBe(longest);
  });

  it('keeps whitespace, indentation, line ends and any text byte for byte; refuses NUL by the text rule', async () => {
    const student = await signIn(t, 'student');
    const task = taskOf.get(23)!;
    const code = '\n\n  \t\nfor i in range(3):\r\n\tif i:\n        print(i, "ёж 🐍")   \n\n\u00a0# конец  \t\n\n';
    await ok(await save(student, task, code));
    const back = await codeOf(student, task);
    expect(Buffer.from(back, 'utf8').equals(Buffer.from(code, 'utf8'))).toBe(true);
    const withNul = await save(student, task, 'print(1)\u0000');
    expect([withNul.statusCode, detailOf(withNul)]).toEqual([400, 'Поле «code»: недопустимый символ (NUL или одиночный суррогат UTF-16)']);
    expect(await codeOf(student, task)).toBe(code);
  });

  it('takes 20 concurrent saves without a 5xx and keeps one of them, in one row', async () => {
    const student = await signIn(t, 'student');
    const task = taskOf.get(22)!;
    const codes = Array.from({ length: 20 }, (_, i) => `print(${i})\n`);
    const responses = await Promise.all(codes.map((code) => save(student, task, code)));
    expect(responses.map((r) => r.statusCode)).toEqual(codes.map(() => 200));
    expect(codes).toContain(await codeOf(student, task));
    expect(await t.deps.db('task_codes').where({ task_id: task }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});

describe('the REST description', () => {
  it('documents GET and PUT /tasks/{id}/code/ with exam_id, the code shape and the save\'s 409', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const path = document.paths['/tasks/{id}/code/']!;
    expect(Object.keys(path).sort()).toEqual(['get', 'put']);
    expect(path.get!.parameters!.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['path:id', 'query:exam_id']);
    expect(JSON.stringify(path.put!.requestBody)).toMatch(/"code".*"exam_id"|"exam_id".*"code"/);
    expect(Object.keys(path.put!.responses)).toContain('409');
    expect(Object.keys(path.get!.responses)).not.toContain('409');
    expect(Object.keys(path.get!.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
  });
});

describe('a rehearsal\'s code: kept with the rehearsal', () => {
  const startExam = async (client: HttpClient) => ok<ExamSession>(await client.request('POST', '/api/exam/start/', { json: {} }));

  it('is apart from the trainer\'s code of the same task; another\'s rehearsal and a task outside it are 404', async () => {
    clock.set('2026-11-26T09:00:00Z');
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    const task = exam.tasks.find((item) => item.type === 27)!.id;
    const outside = task === outsideTask ? taskOf.get(27)! : outsideTask;
    await ok(await save(student, task, 'print("тренажёр")'));
    expect(await ok<TaskCode>(await read(student, task, exam.id))).toEqual({ task_id: task, exam_id: exam.id, code: '', updated_at: null });
    expect(await ok<TaskCode>(await save(student, task, 'print("экзамен")', exam.id))).toMatchObject({ task_id: task, exam_id: exam.id, code: 'print("экзамен")' });
    expect(await codeOf(student, task, exam.id)).toBe('print("экзамен")');
    expect(await codeOf(student, task)).toBe('print("тренажёр")');
    // tRPC takes exam_id the same way.
    expect(trpcData<TaskCode>(await student.trpcQuery('tasks.getCode', { id: task, exam_id: exam.id })).code).toBe('print("экзамен")');

    const other = await signIn(t, 'student');
    for (const response of [await read(other, task, exam.id), await save(other, task, 'print("взлом")', exam.id)]) {
      expect([response.statusCode, detailOf(response)]).toEqual([404, messages.examNotFound]);
    }
    for (const response of [await read(student, outside, exam.id), await save(student, outside, 'print(0)', exam.id)]) {
      expect([response.statusCode, detailOf(response)]).toEqual([404, 'Этого задания нет в пробном экзамене']);
    }
    expect(await codeOf(student, task, exam.id)).toBe('print("экзамен")');
  });

  it('refuses a save after the finish with 409 and still reads', async () => {
    clock.set('2026-11-27T09:00:00Z');
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    const task = exam.tasks[0]!.id;
    await ok(await save(student, task, 'a = 1', exam.id));
    await ok(await student.request('POST', `/api/exam/${exam.id}/finish/`, { json: {} }));
    const late = await save(student, task, 'a = 2', exam.id);
    expect([late.statusCode, detailOf(late)]).toEqual([409, codeExamFinishedMessage]);
    expect(await codeOf(student, task, exam.id)).toBe('a = 1');
  });

  it('refuses a save at the deadline with 409, finishing the rehearsal by time, and still reads', async () => {
    clock.set('2026-11-28T09:00:00Z');
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    const task = exam.tasks[1]!.id;
    await ok(await save(student, task, 'b = 1', exam.id));
    clock.advance(examDurationSeconds * 1000);
    const late = await save(student, task, 'b = 2', exam.id);
    expect([late.statusCode, detailOf(late)]).toEqual([409, codeExamTimeUpMessage]);
    expect((await t.deps.db('exam_rehearsals').where({ id: exam.id }).first('finished_by'))?.finished_by).toBe('time');
    const again = await save(student, task, 'b = 3', exam.id);
    expect([again.statusCode, detailOf(again)]).toEqual([409, codeExamTimeUpMessage]);
    expect(await codeOf(student, task, exam.id)).toBe('b = 1');
  });
});
