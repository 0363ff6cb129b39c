import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { moscowDayOf } from '@ege/core/clock/moscow-time';
import { examDurationSeconds, type ExamFinish, type ExamList, type ExamResult, type ExamSaved, type ExamSession } from '@ege/core/exam/exam-schemas';
import { finishOverdueExams } from '@ege/core/exam/finish-overdue-exams';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { testScoreByPrimary } from '@ege/core/tasks/scoring/exam-score-scale';
import type { VariantAnswer } from '@ege/core/variants/variant-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

const start = '2026-11-25T09:00:00Z';
const clock = createSettableClock(start);
let t: TestApp;
/** The bank: one task of each type (19–21 one block), so every rehearsal holds exactly these. */
const taskOf = new Map<number, number>();
/** Type 1's answer and worked solution: a rehearsal must never carry them. */
const secretAnswer = '97531';
const secretSolution = 'Разбор-под-замком';

/** The right answer of each type: tables where the exam's form has them. */
function rightAnswer(type: number): VariantAnswer {
  if (type === 1) return { user_answer: secretAnswer };
  if (type === 27) return { user_table_answer: [['11', '22'], ['33', '44']] };
  if ([17, 18, 20, 25, 26].includes(type)) return { user_table_answer: [[`${type}1`, `${type}2`]] };
  return { user_answer: `${type}0${type}` };
}
const wrongAnswer: VariantAnswer = { user_answer: '1' };

const url = (id: number, rest = '') => `/api/exam/${id}/${rest}`;
async function ok<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const startExam = async (client: HttpClient, json: unknown = {}) => ok<ExamSession>(await client.request('POST', '/api/exam/start/', { json }));
const save = (client: HttpClient, id: number, task_id: number, answer: VariantAnswer | null, time_spent = 30) =>
  client.request('POST', url(id, 'answer/'), { json: { task_id, answer, time_spent } });
const detailOf = (response: { json(): unknown }) => (response.json() as { detail: string }).detail;
const idOf = async (client: HttpClient) => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const at = (iso: string, seconds: number) => new Date(new Date(iso).getTime() + seconds * 1000).toISOString();

async function insertExamHomework(studentId: number, teacherId: number | null, opens: string, closes: string, kind: 'tasks' | 'exam' = 'exam'): Promise<number> {
  const window = kind === 'exam' ? { exam_opens_at: opens, exam_closes_at: closes } : {};
  const [row] = (await t.deps.db('homework_assignments').insert({ user_id: studentId, issued_by: teacherId, kind, ...window }).returning('id')) as { id: number }[];
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.deps.db;
  const block = await insertBlock(db, {
    condition: '<p>Два игрока…</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => {
      const answer = rightAnswer(type);
      return { type, question: `<p>Вопрос ${type}</p>`, answer: answer.user_table_answer ? { kind: 'table', rows: answer.user_table_answer } : { kind: 'field', value: answer.user_answer! } };
    }),
  });
  for (let type = 1; type <= 27; type++) {
    if (type >= 19 && type <= 21) {
      taskOf.set(type, block.taskIds[type - 19]!);
      continue;
    }
    const answer = rightAnswer(type);
    const id = await insertTask(db, {
      type,
      difficulty: 2,
      text: `<p>Экзамен, задание ${type}</p>`,
      answer: answer.user_table_answer ? { kind: 'table', rows: answer.user_table_answer } : { kind: 'field', value: answer.user_answer! },
      table_shape: type === 25 ? [1, 2] : null,
      solution: type === 1 ? `<p>${secretSolution}</p>` : null,
    });
    taskOf.set(type, id);
  }
});
afterAll(async () => t.close());

describe('starting and the countdown', () => {
  it('counts down from the server\'s start; a reload gives the same deadline and a moved server now', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    expect(exam.status).toBe('active');
    expect(exam.started_at).toBe(new Date(start).toISOString());
    expect((Date.parse(exam.deadline_at) - Date.parse(exam.started_at)) / 1000).toBe(examDurationSeconds);
    expect(examDurationSeconds).toBe(3 * 3600 + 55 * 60);
    expect(exam.server_now).toBe(exam.started_at);
    expect(exam.tasks.map((task) => task.number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(exam.tasks.map((task) => task.type)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(exam.tasks.map((task) => task.id)).toEqual(Array.from({ length: 27 }, (_, i) => taskOf.get(i + 1)));

    clock.advance(10 * 60 * 1000);
    const reloaded = await ok<ExamSession>(await student.request('GET', url(exam.id)));
    expect(reloaded.deadline_at).toBe(exam.deadline_at);
    expect(reloaded.server_now).toBe(at(start, 600));
    // Starting again while one runs gives that one, not a second.
    expect((await startExam(student)).id).toBe(exam.id);
    const list = await ok<ExamList>(await student.request('GET', '/api/exam/'));
    expect(list.active?.id).toBe(exam.id);
    expect(list.finished).toEqual([]);
  });

  it('gives two concurrent starts one rehearsal', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exams = await Promise.all(Array.from({ length: 5 }, () => startExam(student)));
    expect(new Set(exams.map((exam) => exam.id)).size).toBe(1);
    const rows = await t.deps.db('exam_rehearsals').where({ user_id: await idOf(student) });
    expect(rows).toHaveLength(1);
  });
});

describe('answers', () => {
  it('keeps saved answers across a reload: values, a cleared one without its answer, the time within the time since the start', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    clock.advance(5 * 60 * 1000);
    const saved = await ok<ExamSaved>(await save(student, exam.id, taskOf.get(3)!, { user_answer: '303' }, 40));
    expect(saved).toEqual({ task_id: taskOf.get(3), saved_at: at(start, 300), server_now: at(start, 300) });
    await ok(await save(student, exam.id, taskOf.get(17)!, { user_table_answer: [['5', '6']] }, 50));
    await ok(await save(student, exam.id, taskOf.get(8)!, { user_answer: '808' }, 20));
    // 'Очистить': the answer goes, the time stays; a page claiming more than the elapsed 5 minutes is held to them.
    await ok(await save(student, exam.id, taskOf.get(8)!, null, 9000));

    const reloaded = await ok<ExamSession>(await student.request('GET', url(exam.id)));
    expect(reloaded.answers).toEqual({
      [taskOf.get(3)!]: { user_answer: '303', saved_at: at(start, 300), time_spent: 40 },
      [taskOf.get(17)!]: { user_table_answer: [['5', '6']], saved_at: at(start, 300), time_spent: 50 },
      [taskOf.get(8)!]: { saved_at: at(start, 300), time_spent: 300 },
    });
  });

  it('refuses a task outside the rehearsal with 400 and a bad answer body with 400, in Russian', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    const foreignTask = await insertTask(t.deps.db, { type: 3, difficulty: 1, text: '<p>Не из экзамена</p>', answer: { kind: 'field', value: '1' } });
    const outside = await save(student, exam.id, foreignTask, { user_answer: '1' });
    expect(outside.statusCode).toBe(400);
    expect(detailOf(outside)).toBe('Этого задания нет в пробном экзамене');
    await t.deps.db('tasks').where({ id: foreignTask }).del();
    const negative = await save(student, exam.id, taskOf.get(3)!, { user_answer: '1' }, -5);
    expect(negative.statusCode).toBe(400);
    expect(detailOf(negative)).toMatch(/[а-я]/i);
  });

});

describe('the time is up', () => {
  it('refuses an answer at the deadline with 409 and finishes the rehearsal by time', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    await ok(await save(student, exam.id, taskOf.get(2)!, rightAnswer(2), 60));
    clock.set(exam.deadline_at);
    const late = await save(student, exam.id, taskOf.get(3)!, rightAnswer(3));
    expect(late.statusCode).toBe(409);
    expect(detailOf(late)).toBe('Время экзамена истекло: ответ не сохранён');
    const again = await save(student, exam.id, taskOf.get(3)!, rightAnswer(3));
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe('Время экзамена истекло: ответ не сохранён');
    const result = await ok<ExamResult>(await student.request('GET', url(exam.id, 'result/')));
    expect(result.finished_by).toBe('time');
    expect(result.primary_score).toBe(1);
    expect(result.items.find((item) => item.task_id === taskOf.get(3))).toMatchObject({ user_answer: '', is_correct: false });
  });

  it('finishes overdue rehearsals in the sweep with the saved answers scored', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    clock.advance(60 * 60 * 1000);
    await ok(await save(student, exam.id, taskOf.get(5)!, rightAnswer(5), 120));
    await ok(await save(student, exam.id, taskOf.get(26)!, rightAnswer(26), 600));
    await ok(await save(student, exam.id, taskOf.get(6)!, wrongAnswer, 30));

    clock.set(at(exam.deadline_at, -1));
    expect(await t.deps.db('exam_rehearsals').where({ id: exam.id }).first('finished_at')).toEqual({ finished_at: null });
    clock.set(at(exam.deadline_at, 90));
    const sweep = await finishOverdueExams(t.deps);
    expect(sweep.failed).toEqual([]);
    expect(sweep.finished).toBeGreaterThanOrEqual(1);
    expect(await finishOverdueExams(t.deps)).toEqual({ finished: 0, failed: [] });

    const result = await ok<ExamResult>(await student.request('GET', url(exam.id, 'result/')));
    expect(result).toMatchObject({ finished_by: 'time', finished_at: exam.deadline_at, elapsed_seconds: examDurationSeconds, primary_score: 3, primary_max: 29, test_score: testScoreByPrimary[3] });
    expect(result.items.find((item) => item.task_id === taskOf.get(26))).toMatchObject({ is_correct: true, points: 2, max_points: 2, time_spent: 600 });
    expect(result.items.find((item) => item.task_id === taskOf.get(6))).toMatchObject({ is_correct: false, points: 0, time_spent: 30, user_answer: '1' });
    const attempts = await t.deps.db('task_attempts').where({ user_id: await idOf(student) }).orderBy('task_id').select('task_id', 'solving_time');
    expect(attempts).toHaveLength(3);
    expect(attempts.find((row) => row.task_id === taskOf.get(5))?.solving_time).toBe(120);
  });

  it('finishes an overdue rehearsal on a read and then lets a new one start', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    // A wrong answer: a solved type 4 would make the next start draw a generated task, and the bank stays exactly the 27.
    await ok(await save(student, exam.id, taskOf.get(4)!, wrongAnswer));
    clock.set(at(exam.deadline_at, 3600));
    const read = await ok<ExamSession>(await student.request('GET', url(exam.id)));
    expect(read.status).toBe('finished');
    expect(read.finished_at).toBe(exam.deadline_at);
    const list = await ok<ExamList>(await student.request('GET', '/api/exam/'));
    expect(list.active).toBeNull();
    expect(list.finished).toEqual([expect.objectContaining({ id: exam.id, finished_by: 'time', primary_score: 0, test_score: 0 })]);
    const next = await startExam(student);
    expect(next.id).not.toBe(exam.id);
    expect(next.started_at).toBe(at(exam.deadline_at, 3600));
  });
});

describe('the finish', () => {
  it('scores a constructed exam: 26/27 partial credit, primary out of 29 and the test score; the forecast with today\'s point', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    expect(exam.tasks.map((task) => task.id)).toEqual(Array.from({ length: 27 }, (_, i) => taskOf.get(i + 1)));
    clock.advance(2 * 60 * 60 * 1000);
    for (let type = 1; type <= 27; type++) {
      let answer = rightAnswer(type);
      if (type === 7 || type === 20) answer = type === 20 ? { user_table_answer: [['0', '0']] } : wrongAnswer;
      if (type === 26) answer = { user_table_answer: [['261', '999']] };
      if (type === 27) answer = { user_table_answer: [['11', '22'], ['0', '0']] };
      if (type === 9) continue;
      await ok(await save(student, exam.id, taskOf.get(type)!, answer, type));
    }
    const finish = await ok<ExamFinish>(await student.request('POST', url(exam.id, 'finish/')));
    // 27 tasks: 7, 9 (blank) and 20 wrong, 26 and 27 one point each of two: 22 + 1 + 1 = 24.
    expect(finish).toMatchObject({ finished_by: 'student', primary_score: 24, primary_max: 29, test_score: testScoreByPrimary[24], correct_count: 22, total: 27 });
    expect(finish.elapsed_seconds).toBe(2 * 60 * 60);
    expect(finish.items.map((item) => item.type)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(finish.items.find((item) => item.type === 26)).toMatchObject({ points: 1, max_points: 2, is_correct: false, time_spent: 26 });
    expect(finish.items.find((item) => item.type === 27)).toMatchObject({ points: 1, max_points: 2, correct_answer: '11 22 | 33 44' });
    expect(finish.items.find((item) => item.type === 9)).toMatchObject({ user_answer: '', points: 0, time_spent: 0 });
    expect(finish.experience_gained).toBeGreaterThan(0);
    // A rehearsal is a finished full variant: 'Пробный ЕГЭ' is earned by it, not only by a variant.
    expect(finish.achievements_earned.map((item) => item.id)).toEqual(expect.arrayContaining(['variant-1', 'full-exam-1']));
    expect(finish.forecast).not.toBeNull();
    expect(finish.forecast!.history.at(-1)!.day).toBe(moscowDayOf(clock.now()));
    const result = await ok<ExamResult>(await student.request('GET', url(exam.id, 'result/')));
    expect(result.primary_score).toBe(24);
    expect(result.forecast).not.toBeNull();
    // The results show the answers, so the unsolved ones count as revealed from now on.
    const revealed = await t.deps.db('task_reveals').where({ user_id: await idOf(student) }).pluck('task_id');
    expect(revealed.sort()).toEqual([taskOf.get(7), taskOf.get(9), taskOf.get(20), taskOf.get(26), taskOf.get(27)].sort());
  });

  it('checks and awards once for five concurrent finishes', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const userId = await idOf(student);
    const exam = await startExam(student);
    for (const type of [2, 3, 4, 10]) await ok(await save(student, exam.id, taskOf.get(type)!, rightAnswer(type)));
    const finishes = await Promise.all(Array.from({ length: 5 }, () => student.request('POST', url(exam.id, 'finish/'))));
    const bodies = await Promise.all(finishes.map((response) => ok<ExamFinish>(response)));
    expect(new Set(bodies.map((body) => body.finished_at)).size).toBe(1);
    expect(bodies.every((body) => body.primary_score === 4)).toBe(true);
    const ledger = await t.deps.db('experience_ledger').where({ user_id: userId, source_kind: 'solve' });
    expect(ledger).toHaveLength(4);
    const { experience_points } = (await t.deps.db('users').where({ id: userId }).first('experience_points'))!;
    expect(experience_points).toBe(ledger.reduce((sum, row) => sum + Number(row.amount), 0));
    expect(await t.deps.db('task_attempts').where({ user_id: userId })).toHaveLength(4);
    expect(bodies.filter((body) => body.achievements_earned.length > 0).length).toBeLessThanOrEqual(1);
    const afterwards = await save(student, exam.id, taskOf.get(5)!, rightAnswer(5));
    expect(afterwards.statusCode).toBe(409);
    expect(detailOf(afterwards)).toBe('Пробный экзамен уже завершён: ответ не сохранён');
  });

  it("earns the exam's achievements only for a real attempt: none with 0 or 8 answers, 'Пробный ЕГЭ' with 9", async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const finishWith = async (types: number[]) => {
      const exam = await startExam(student);
      for (const type of types) await ok(await save(student, exam.id, taskOf.get(type)!, wrongAnswer));
      return ok<ExamFinish>(await student.request('POST', url(exam.id, 'finish/')));
    };
    const empty = await finishWith([]);
    expect(empty).toMatchObject({ total: 27, test_score: 0, achievements_earned: [] });
    expect((await finishWith([1, 2, 3, 4, 5, 6, 7, 8])).achievements_earned).toEqual([]);
    const progress = (await student.request('GET', '/api/users/achievements/progress/')).json() as { achievements: { id: string; earned: boolean; progress: number }[] };
    expect(progress.achievements.find((item) => item.id === 'full-exam-1')).toMatchObject({ earned: false, progress: 0 });
    const real = await finishWith([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(real.achievements_earned.map((item) => item.id)).toEqual(['variant-1', 'full-exam-1']);
  });

  it('reports the experience once among 50 concurrent finishes: each says what it paid, a replay 0', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const userId = await idOf(student);
    const exam = await startExam(student);
    for (const type of [2, 3, 4]) await ok(await save(student, exam.id, taskOf.get(type)!, rightAnswer(type)));
    const finishes = await Promise.all(Array.from({ length: 50 }, () => student.request('POST', url(exam.id, 'finish/'))));
    const bodies = await Promise.all(finishes.map((response) => ok<ExamFinish>(response)));
    const paid = (await t.deps.db('experience_ledger').where({ user_id: userId, source_kind: 'solve' }).sum({ total: 'amount' }).first()) as { total: string };
    expect(Number(paid.total)).toBeGreaterThan(0);
    expect(bodies.reduce((sum, body) => sum + body.experience_gained, 0)).toBe(Number(paid.total));
    const payers = bodies.filter((body) => body.experience_gained > 0);
    expect(payers).toHaveLength(1);
    expect(payers[0]!.items.reduce((sum, item) => sum + item.experience_gained, 0)).toBe(Number(paid.total));
    expect(bodies.flatMap((body) => (body === payers[0] ? [] : body.items)).every((item) => item.experience_gained === 0)).toBe(true);
    const replay = await ok<ExamFinish>(await student.request('POST', url(exam.id, 'finish/')));
    expect(replay).toMatchObject({ primary_score: 3, experience_gained: 0, achievements_earned: [] });
    // The result is the rehearsal's, not a call's: it keeps what the rehearsal earned.
    expect((await ok<ExamResult>(await student.request('GET', url(exam.id, 'result/')))).experience_gained).toBe(Number(paid.total));
  });

  it('says a result is not ready while the rehearsal runs', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const exam = await startExam(student);
    const early = await student.request('GET', url(exam.id, 'result/'));
    expect(early.statusCode).toBe(409);
    expect(detailOf(early)).toBe('Пробный экзамен ещё не завершён');
  });
});

describe('rights', () => {
  it('answers 404 to another student and to a teacher on every id, the same as for a missing id', async () => {
    clock.set(start);
    const owner = await signIn(t, 'student');
    const exam = await startExam(owner);
    const missing = 2_000_000_000;
    for (const other of [await signIn(t, 'student'), await signIn(t, 'teacher')]) {
      for (const id of [exam.id, missing]) {
        for (const response of [
          await other.request('GET', url(id)),
          await save(other, id, taskOf.get(1)!, { user_answer: '1' }),
          await other.request('POST', url(id, 'finish/')),
          await other.request('GET', url(id, 'result/')),
        ]) {
          expect(response.statusCode, response.body).toBe(404);
          expect(detailOf(response)).toBe('Пробный экзамен не найден');
        }
      }
    }
    // None of it touched the owner's rehearsal.
    expect((await ok<ExamSession>(await owner.request('GET', url(exam.id)))).status).toBe('active');
    const guest = await t.app.inject({ method: 'POST', url: '/api/exam/start/', payload: {} });
    expect(guest.statusCode).toBe(401);
  });
});

describe('a rehearsal assigned as homework', () => {
  it('opens only within its window, once, completes the homework, and its result is read by the issuing teacher only', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const teacher = await signIn(t, 'teacher');
    const otherTeacher = await signIn(t, 'teacher');
    const studentId = await idOf(student);
    const opens = '2026-12-01T07:00:00Z';
    const homeworkId = await insertExamHomework(studentId, await idOf(teacher), opens, '2026-12-03T19:00:00Z');

    const early = await student.request('POST', '/api/exam/start/', { json: { homework_id: homeworkId } });
    expect(early.statusCode).toBe(409);
    expect(detailOf(early)).toBe('Пробный экзамен из ДЗ можно начать с 01.12.2026 10:00 (МСК)');
    clock.set('2026-12-03T19:00:00Z');
    const late = await student.request('POST', '/api/exam/start/', { json: { homework_id: homeworkId } });
    expect(late.statusCode).toBe(409);
    expect(detailOf(late)).toBe('Время для начала пробного экзамена из ДЗ истекло');
    const stranger = await signIn(t, 'student');
    const foreign = await stranger.request('POST', '/api/exam/start/', { json: { homework_id: homeworkId } });
    expect(foreign.statusCode).toBe(404);
    expect(detailOf(foreign)).toBe('Домашнее задание не найдено');
    const tasksHomework = await insertExamHomework(studentId, await idOf(teacher), opens, opens, 'tasks');
    expect((await student.request('POST', '/api/exam/start/', { json: { homework_id: tasksHomework } })).statusCode).toBe(400);

    clock.set(opens);
    const exam = await startExam(student, { homework_id: homeworkId });
    expect(exam.homework_id).toBe(homeworkId);
    clock.advance(60 * 1000);
    expect((await startExam(student, { homework_id: homeworkId })).id).toBe(exam.id);
    expect((await startExam(student)).id).toBe(exam.id);
    await ok(await save(student, exam.id, taskOf.get(2)!, rightAnswer(2)));
    const unfinished = await teacher.request('GET', url(exam.id, 'result/'));
    expect(unfinished.statusCode).toBe(409);

    const finish = await ok<ExamFinish>(await student.request('POST', url(exam.id, 'finish/')));
    expect(finish.primary_score).toBe(1);
    const homework = await t.deps.db('homework_assignments').where({ id: homeworkId }).first('status');
    expect(homework).toEqual({ status: 'completed' });
    const again = await student.request('POST', '/api/exam/start/', { json: { homework_id: homeworkId } });
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe('Пробный экзамен из этого ДЗ уже сдан');

    const byTeacher = await ok<ExamResult>(await teacher.request('GET', url(exam.id, 'result/')));
    expect(byTeacher).toMatchObject({ id: exam.id, user: { id: studentId }, primary_score: 1, forecast: null });
    const admin = await signIn(t, 'admin');
    expect((await ok<ExamResult>(await admin.request('GET', url(exam.id, 'result/')))).forecast).toBeNull();
    const notTheirs = await otherTeacher.request('GET', url(exam.id, 'result/'));
    expect(notTheirs.statusCode).toBe(404);
    // The teacher reads the result, not the station.
    expect((await teacher.request('GET', url(exam.id))).statusCode).toBe(404);
  });
});

// Last: it stores a generated task in the bank, which the rehearsals above must not draw.
describe('a task the student solved before', () => {
  it('is not drawn again: a fresh generated task comes, and no answer, solution, solved mark or generator is sent', async () => {
    clock.set(start);
    const student = await signIn(t, 'student');
    const check = await student.request('POST', '/api/tasks/check/', { json: { task_id: taskOf.get(1), user_answer: secretAnswer, solving_time: 5 } });
    expect((check.json() as { is_correct: boolean }).is_correct).toBe(true);
    // The trainer now shows the solved task's answer and solution to this student...
    const solved = await student.request('GET', `/api/tasks/task/${taskOf.get(1)}/`);
    expect(solved.body).toContain(secretAnswer);
    // ...the rehearsal draws unsolved tasks first, so type 1 is generated (every type has a generator).
    const started = await student.request('POST', '/api/exam/start/', { json: {} });
    const exam = await ok<ExamSession>(started);
    expect(exam.tasks[0]!.id).not.toBe(taskOf.get(1));
    expect(await t.deps.db('tasks').where({ id: exam.tasks[0]!.id }).first('generator')).toEqual({ generator: 'type-01' });
    const reloaded = await student.request('GET', url(exam.id));
    for (const body of [started.body, reloaded.body]) {
      expect(body).not.toContain(secretAnswer);
      expect(body).not.toContain(secretSolution);
      expect(body).not.toMatch(/"(answer|solution|is_solved|generator|seed)":/);
    }
    for (const task of (reloaded.json() as ExamSession).tasks) {
      expect(Object.keys(task).filter((key) => ['answer', 'answers', 'solution', 'status', 'is_solved', 'generator'].includes(key))).toEqual([]);
      expect(task.solution_document).toBeNull();
    }
  });
});
