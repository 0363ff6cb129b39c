import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { forbiddenMessages } from '@ege/core/rules/roles';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { normalizeCell } from '@ege/core/tasks/checking/normalize-answer';
import { answerSql } from '@ege/core/task-quality/answer-sql';
import { notOwnTaskStatsMessage } from '@ege/core/task-quality/get-task-quality';
import { refreshTaskFlags } from '@ege/core/task-quality/refresh-task-flags';
import type { TaskQuality } from '@ege/core/task-quality/task-quality-schemas';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { startJobQueue } from '../start-job-queue';
import { taskFlagsJob, taskFlagsQueue } from '../task-flags-job';

/*
 * Issue 30 §2, decision 076: a task's numbers for its author and the bank's staff, and the flags the
 * numbers raise. Students and their attempts are seeded straight into the tables, so every figure
 * below is known; the flags come from refreshTaskFlags, as the hourly job runs it.
 */

const clock = createSettableClock('2026-11-29T09:00:00Z');
let t: TestApp;
let author: HttpClient;
let authorId: number;
let userCounter = 0;

type Attempt = { answer?: string; table?: string[][]; correct: boolean; number?: number; time?: number };

async function students(count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    const name = `tq_${++userCounter}`;
    return { username: name, email: `${name}@example.ru`, password_hash: 'x', role: 'student' as const };
  });
  return (await t.deps.db('users').insert(rows).returning('id')).map((row) => row.id);
}

async function attempt(userId: number, taskId: number, a: Attempt): Promise<void> {
  await t.deps.db('task_attempts').insert({
    user_id: userId,
    task_id: taskId,
    user_answer: a.answer ?? null,
    user_table_answer: a.table ? JSON.stringify(a.table) : null,
    is_correct: a.correct,
    attempt_number: a.number ?? 1,
    solving_time: a.time ?? 0,
    answered_at: clock.now(),
  } as never);
}

const task = (type: number, answer: string, extra: { author_id?: number; generator?: { id: string; version: number; seed: string }; difficulty?: number } = {}) =>
  insertTask(t.deps.db, { type, difficulty: extra.difficulty ?? 2, text: `<p>Задание типа ${type}</p>`, answer: { kind: 'field', value: answer }, ...extra });

const flagsOf = (where: Record<string, unknown>) => t.deps.db('task_flags').where(where).orderBy('id').select('kind', 'signature', 'why', 'status', 'details');
const statsUrl = (id: number) => `/api/tasks/${id}/stats/`;

/** Type 5: six sound tasks every strong student gets right, and the task with a planted wrong key. */
let sound: number[];
let plantedKey: number;
let strong: number[];
/** Type 7: three tasks at about 60 %, one far too hard. */
let tooHard: number;
let typical7: number;
/** Type 8: three tasks at 5 of 25, one everybody gets right. */
let tooEasy: number;
/** Type 9: six hand-written tasks, a broken generator version and a sound one. */
let brokenGenTask: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  author = await signIn(t, 'author');
  authorId = ((await author.request('GET', '/api/users/profile/')).json() as { id: number }).id;

  // Type 5, difficulty 2. Ten strong students: all six sound tasks right at the first try.
  sound = [];
  for (let i = 0; i < 6; i++) sound.push(await task(5, String(10 + i)));
  plantedKey = await task(5, '41', { author_id: authorId });
  strong = await students(10);
  for (const user of strong) for (const [i, id] of sound.entries()) await attempt(user, id, { answer: String(10 + i), correct: true, time: 20 });
  // The key says 41, the truth is 42: seven strong students answer 42 (typed in three ways), then 41.
  for (const [i, user] of strong.entries()) {
    if (i < 7) {
      await attempt(user, plantedKey, { answer: ['42', ' 42 ', '42\u00a0'][i % 3]!, correct: false, time: 60 });
      await attempt(user, plantedKey, { answer: '41', correct: true, number: 2, time: 10 });
    } else if (i < 9) await attempt(user, plantedKey, { answer: '41', correct: true, time: i === 7 ? 30 : 50 });
    else await attempt(user, plantedKey, { table: [[' 4,5 ', 'B'], ['', '']], correct: false, time: 70 });
  }
  // Five weak students: wrong on everything, and all with the same wrong answer on the first sound task,
  // which does not make it suspicious: they are not strong.
  const weak = await students(5);
  for (const user of weak) {
    for (const id of sound) await attempt(user, id, { answer: '7', correct: false });
    await attempt(user, plantedKey, { answer: '42', correct: false });
  }
  // Three strong students wrong on the second sound task, each in his own way: no answer dominates.
  for (const [i, user] of strong.slice(0, 3).entries()) await t.deps.db('task_attempts').where({ user_id: user, task_id: sound[1] }).update({ is_correct: false, user_answer: `9${i}` });

  // Type 7, difficulty 2: three typical tasks at 15 of 25, one at 1 of 25. Four first tries each, nobody strong.
  const typical = [await task(7, '1'), await task(7, '2'), await task(7, '3')];
  typical7 = typical[0]!;
  tooHard = await task(7, '4');
  const crowd = await students(25);
  for (const [i, user] of crowd.entries()) {
    for (const id of typical) await attempt(user, id, { answer: i < 15 ? 'ok' : 'no', correct: i < 15 });
    await attempt(user, tooHard, { answer: i < 1 ? 'ok' : 'no', correct: i < 1 });
  }

  // Type 8, difficulty 2: three hard tasks at 5 of 25, one at 25 of 25.
  const hard8 = [await task(8, '1'), await task(8, '2'), await task(8, '3')];
  tooEasy = await task(8, '4');
  for (const [i, user] of (await students(25)).entries()) {
    for (const id of hard8) await attempt(user, id, { answer: i < 5 ? 'ok' : 'no', correct: i < 5 });
    await attempt(user, tooEasy, { answer: 'ok', correct: true });
  }

  // Type 9: twelve students strong on six hand-written tasks; each gets two tasks of generator
  // type-09 v1 (mostly wrong: a broken generator) and two of v2 (right).
  const written9 = [];
  for (let i = 0; i < 6; i++) written9.push(await task(9, String(i)));
  const judges = await students(12);
  for (const [u, user] of judges.entries()) {
    for (const [i, id] of written9.entries()) await attempt(user, id, { answer: String(i), correct: !(u < 6 && i === u) });
    for (let k = 0; k < 2; k++) {
      const broken = await task(9, `b${u}${k}`, { generator: { id: 'type-09', version: 1, seed: `b${u}${k}` } });
      brokenGenTask ??= broken;
      await attempt(user, broken, { answer: `w${u}${k}`, correct: u === 0 && k === 0 });
      const fine = await task(9, `f${u}${k}`, { generator: { id: 'type-09', version: 2, seed: `f${u}${k}` } });
      await attempt(user, fine, { answer: `f${u}${k}`, correct: true });
    }
  }
});
afterAll(async () => t.close());

describe('flags from the numbers', () => {
  it('flags a task with a planted wrong key, and nothing that is sound', async () => {
    const run = await refreshTaskFlags(t.deps);
    expect(await flagsOf({ task_id: plantedKey })).toEqual([
      {
        kind: 'dominant_wrong',
        signature: 'dominant_wrong:42',
        // Seven of them 6 of 6 on the type's other tasks, three 5 of 6 (the scattered wrong answers).
        why: 'Ответ «42» дали 7 из 10 сильных учеников (их успех на типе 95%): возможно, неверный ключ',
        status: 'open',
        details: { answer: '42', students: 7, strong_students: 10, strong_success: expect.closeTo(0.95, 9) },
      },
    ]);
    // The sound tasks: the weak students' common wrong answer and the strong students' scattered ones raise nothing.
    expect(await t.deps.db('task_flags').whereIn('task_id', [...sound, typical7])).toEqual([]);
    expect(run).toMatchObject({ opened: run.holding, removed: 0 });
  });

  it('flags a task far harder or far easier than its type and difficulty', async () => {
    expect(await flagsOf({ task_id: tooEasy })).toMatchObject([
      { kind: 'success_outlier', signature: 'success_outlier:high', why: 'Успех с первой попытки 100% при 20% у заданий типа 8 сложности 2 (25 первых попыток): слишком лёгкое' },
    ]);
    expect(await flagsOf({ task_id: tooHard })).toEqual([
      {
        kind: 'success_outlier',
        signature: 'success_outlier:low',
        why: 'Успех с первой попытки 4% при 60% у заданий типа 7 сложности 2 (25 первых попыток): слишком трудное или ошибка в условии',
        status: 'open',
        details: { type: 7, difficulty: 2, first_tries: 25, success: 0.04, baseline_first_tries: 75, baseline_success: 0.6 },
      },
    ]);
  });

  it('flags a broken generator version once, as one target, and not the sound version', async () => {
    const flags = await flagsOf({ generator: 'type-09', generator_version: 1 });
    expect(flags.map((flag) => [flag.kind, flag.signature])).toEqual([
      ['dominant_wrong', 'dominant_wrong:generator'],
      ['success_outlier', 'success_outlier:low'],
    ]);
    expect(flags[0]!.why).toBe(
      'Сильные ученики (12, их успех на типе 94%) ошиблись в 23 из 24 первых попыток на заданиях генератора type-09 v1: возможно, неверный ключ или ошибка генератора',
    );
    expect(flags[1]!.why).toBe(
      'Успех с первой попытки на заданиях генератора type-09 v1 4% при 92% у написанных заданий типа 9 (24 первые попытки): слишком трудное или ошибка в условии',
    );
    expect(await t.deps.db('task_flags').where({ generator: 'type-09', generator_version: 2 })).toEqual([]);
    // No generated task is flagged by itself.
    expect(await t.deps.db('task_flags').whereIn('task_id', t.deps.db('tasks').whereNotNull('generator').select('id'))).toEqual([]);
  });

  it('keeps a dismissed flag dismissed while its signature holds, reopens it on a new one, drops an open one that no longer holds', async () => {
    await t.deps.db('task_flags').where({ task_id: plantedKey }).update({ status: 'dismissed', handled_at: clock.now() });
    // One more strong student answers 42: the figures change, the signature does not.
    const [late] = await students(1);
    for (const [i, id] of sound.entries()) await attempt(late!, id, { answer: String(10 + i), correct: true });
    await attempt(late!, plantedKey, { answer: '42', correct: false });
    await refreshTaskFlags(t.deps);
    expect(await flagsOf({ task_id: plantedKey })).toMatchObject([
      { signature: 'dominant_wrong:42', status: 'dismissed', why: 'Ответ «42» дали 8 из 11 сильных учеников (их успех на типе 95%): возможно, неверный ключ' },
    ]);
    const [dismissed] = await t.deps.db('task_flags').where({ task_id: plantedKey }).select('handled_at');
    expect(dismissed!.handled_at).not.toBeNull();

    // The strong students' answer turns out to be 43 (say, the statement was edited): a new defect.
    await t.deps.db('task_attempts').where({ task_id: plantedKey, attempt_number: 1 }).whereIn('user_answer', ['42', ' 42 ', '42\u00a0']).whereIn('user_id', [...strong, late!]).update({ user_answer: '43' });
    await refreshTaskFlags(t.deps);
    expect(await flagsOf({ task_id: plantedKey })).toMatchObject([{ signature: 'dominant_wrong:43', status: 'open', why: expect.stringContaining('«43» дали 8 из 11') }]);
    expect((await t.deps.db('task_flags').where({ task_id: plantedKey }).first('handled_at'))!.handled_at).toBeNull();

    // The key is corrected and the answers rescored: the open flag goes.
    await t.deps.db('task_attempts').where({ task_id: plantedKey, user_answer: '43' }).update({ is_correct: true });
    const run = await refreshTaskFlags(t.deps);
    expect(await flagsOf({ task_id: plantedKey })).toEqual([]);
    expect(run.removed).toBe(1);
    // Run again with nothing changed: the same flags, nothing opened or removed.
    const again = await refreshTaskFlags(t.deps);
    expect(again).toEqual({ holding: run.holding, opened: 0, removed: 0 });

    // Put the planted key back for the numbers below.
    await t.deps.db('task_attempts').where({ task_id: plantedKey, user_answer: '43' }).update({ is_correct: false, user_answer: '42' });
    await t.deps.db('task_attempts').where({ task_id: plantedKey, user_id: late! }).delete();
  });
});

describe('GET /api/tasks/{id}/stats/', () => {
  it('gives the numbers of known attempts: first tries, success against the baseline, mean time, wrong answers', async () => {
    await refreshTaskFlags(t.deps);
    const response = await author.request('GET', statsUrl(plantedKey));
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json() as TaskQuality;
    expect(stats).toMatchObject({
      task_id: plantedKey,
      type: 5,
      difficulty: 2,
      numbers: {
        attempts: 22,
        students: 15,
        first_tries: 15,
        first_try_success: 2 / 15,
        mean_time: 40,
        wrong_attempts: 13,
        wrong_answers: [
          { answer: '42', count: 12, share: 12 / 13 },
          { answer: '4.5 b', count: 1, share: 1 / 13 },
        ],
      },
      // Six sound tasks: 10 strong (three of them wrong once) and the late student right, 5 weak wrong.
      baseline: { first_tries: 6 * 16, first_try_success: (6 * 11 - 3) / (6 * 16) },
      generator: null,
      flags: [{ kind: 'dominant_wrong', target: 'task', why: 'Ответ «42» дали 7 из 10 сильных учеников (их успех на типе 95%): возможно, неверный ключ' }],
    });
  });

  it('gives a generated task its generator version\'s numbers and flags', async () => {
    const admin = await signIn(t, 'admin');
    const stats = (await admin.request('GET', statsUrl(brokenGenTask))).json() as TaskQuality;
    expect(stats.generator).toMatchObject({ id: 'type-09', version: 1, tasks: 24, numbers: { first_tries: 24, first_try_success: 1 / 24 }, baseline: { first_tries: 72, first_try_success: 66 / 72 } });
    expect(stats.flags.map((flag) => [flag.kind, flag.target])).toEqual([
      ['dominant_wrong', 'generator'],
      ['success_outlier', 'generator'],
    ]);
  });

  it('answers the task\'s author, moderators and admins, and nobody else', async () => {
    const student = await signIn(t, 'student');
    const teacher = await signIn(t, 'teacher');
    const otherAuthor = await signIn(t, 'author');
    const moderator = await signIn(t, 'moderator');
    const admin = await signIn(t, 'admin');
    for (const client of [student, teacher]) {
      const refused = await client.request('GET', statsUrl(plantedKey));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: forbiddenMessages.bankCare });
    }
    const notHis = await otherAuthor.request('GET', statsUrl(plantedKey));
    expect(notHis.statusCode).toBe(403);
    expect(notHis.json()).toEqual({ detail: notOwnTaskStatsMessage });
    expect((await otherAuthor.request('GET', statsUrl(typical7))).statusCode).toBe(403);
    for (const client of [moderator, admin, author]) expect((await client.request('GET', statsUrl(plantedKey))).statusCode).toBe(200);
    expect((await moderator.request('GET', statsUrl(typical7))).statusCode).toBe(200);
    const trpc = await otherAuthor.request('GET', `/trpc/tasks.quality?input=${encodeURIComponent(JSON.stringify({ id: plantedKey }))}`);
    expect(trpc.statusCode).toBe(403);
    expect((await new HttpClient(t.app).request('GET', statsUrl(plantedKey))).statusCode).toBe(401);
    expect((await admin.request('GET', statsUrl(2_000_000_000))).statusCode).toBe(404);
    const bad = await admin.request('GET', '/api/tasks/abc/stats/');
    expect(bad.statusCode).toBe(400);
    // A generated task is its generator's: never an author's, even one written down as its author.
    await t.deps.db('tasks').where({ id: brokenGenTask }).update({ author_id: authorId });
    expect((await author.request('GET', statsUrl(brokenGenTask))).statusCode).toBe(403);
    expect((await moderator.request('GET', statsUrl(brokenGenTask))).statusCode).toBe(200);
    // A student learns nothing of the task's existence either.
    expect((await student.request('GET', statsUrl(2_000_000_000))).statusCode).toBe(403);
  });
});

describe('answers grouped as the checker compares them', () => {
  it('normalises in SQL as normalizeCell does', async () => {
    const samples = [' 3,5 ', '42\u00a0', '\u00a0a\u2003 b', 'ABC', 'a  b\tc', '1,2,3', 'а, б', 'Ёлка', '12,5,7', '  ', 'x,1', '1,x'];
    const { rows } = await t.deps.db.raw<{ rows: { answer: string }[] }>(
      `SELECT ${answerSql('a')} AS answer
       FROM (SELECT v AS user_answer, NULL::jsonb AS user_table_answer, o FROM unnest(:values::text[]) WITH ORDINALITY u(v, o)) a ORDER BY a.o`,
      { values: samples },
    );
    expect(rows.map((row) => row.answer)).toEqual(samples.map(normalizeCell));
  });
});

describe('the flag job on pg-boss', () => {
  it('is scheduled hourly, and two instances starting at once write each flag once', async () => {
    await t.deps.db('task_flags').delete();
    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, { warn: (...args: unknown[]) => void warnings.push(args) });
    const stops = await Promise.all([1, 2].map(() => startJobQueue(t.deps, t.database.url, log, [taskFlagsJob])));
    try {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await t.deps.db('task_flags').where({ task_id: plantedKey })).length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await flagsOf({ task_id: plantedKey })).toMatchObject([{ signature: 'dominant_wrong:42', status: 'open' }]);
      expect(await t.deps.db('task_flags').count({ n: '*' })).toEqual([{ n: 5 }]);
      expect(warnings).toEqual([]);
      const schedules = await t.deps.db.raw<{ rows: { cron: string; timezone: string }[] }>(`SELECT cron, timezone FROM pgboss.schedule WHERE name = '${taskFlagsQueue}'`);
      expect(schedules.rows).toEqual([{ cron: '17 * * * *', timezone: 'Europe/Moscow' }]);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});
