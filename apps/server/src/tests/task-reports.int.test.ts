import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { NotificationList } from '@ege/core/notifications/notification-schemas';
import type { Role } from '@ege/core/rules/roles';
import { reportAlreadyOpenMessage, reportDuringRehearsalMessage } from '@ege/core/task-reports/create-task-report';
import { flagAlreadyDismissedMessage, flagNotFoundMessage } from '@ege/core/task-reports/dismiss-task-flag';
import { reportAlreadyHandledMessage, reportNotFoundMessage } from '@ege/core/task-reports/handle-task-report';
import { reportAnswerMessage } from '@ege/core/task-reports/report-answer-message';
import type { HandledReports, ReportQueue, ReportQueueItem, TaskReport } from '@ege/core/task-reports/task-report-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { generatorAuthorId } from '@ege/core/tasks/authoring/store-generated-task';
import { signInPerson, type Person } from '@ege/tools/test/sign-in-person';
import { ok, refused } from '@ege/tools/test/expect-response';
import { createTestApp, generousRateLimits, type TestApp } from '@ege/tools/test/test-app';

// Decision 075: error reports on tasks, and the queue where authors, moderators and admins answer them.
const clock = createSettableClock('2026-12-10T09:00:00Z');
const minute = 60_000;
const reportsAnHour = 4;
let t: TestApp;

const person = (role: Role = 'student') => signInPerson(t, 'rep', role);


const report = (who: Person, taskId: number, text = 'В ответе ошибка', kind = 'answer') =>
  who.client.request('POST', `/api/tasks/${taskId}/reports/`, { json: { kind, text } });
const queue = (who: Person, query = '') => ok<ReportQueue>(who.client.request('GET', `/api/tasks/reports/${query}`));
const handle = (who: Person, id: number, json: Record<string, unknown>) => who.client.request('PATCH', `/api/tasks/reports/${id}/`, { json });
const dismiss = (who: Person, id: number) => who.client.request('PATCH', `/api/tasks/flags/${id}/`, { json: { status: 'dismissed' } });
const itemOf = (page: ReportQueue, taskId: number) => page.results.find((item) => item.target.kind === 'task' && item.target.task_id === taskId);
const generatorItem = (page: ReportQueue, version: number) =>
  page.results.find((item) => item.target.kind === 'generator' && item.target.generator === 'type-05' && item.target.generator_version === version);
const notificationsOf = async (who: Person) => (await ok<NotificationList>(who.client.request('GET', '/api/users/notifications/'))).notifications;

let author: Person, otherAuthor: Person, moderator: Person, admin: Person;
/** Tasks of `author` (own1, own2), of `otherAuthor` (other), and generated ones: gen3a/gen3b of type-05 version 3, gen4 of version 4. */
const task = { own1: 0, own2: 0, other: 0, gen3a: 0, gen3b: 0, gen4: 0 };
const answerOfOwn2 = '31337';

beforeAll(async () => {
  t = await createTestApp({ clock, rateLimits: { ...generousRateLimits, taskReport: { limit: reportsAnHour, windowSeconds: 3600 } } });
  [author, otherAuthor, moderator, admin] = [await person('author'), await person('author'), await person('moderator'), await person('admin')];
  const db = t.deps.db;
  const own = (text: string, authorId: number, answer = '8') => insertTask(db, { type: 3, difficulty: 1, text, answer: { kind: 'field', value: answer }, author_id: authorId });
  task.own1 = await own('<p>Сколько <b>байт</b> в килобайте?</p>', author.id);
  task.own2 = await own('<p>Второе задание автора</p>', author.id, answerOfOwn2);
  task.other = await own('<p>Задание другого автора</p>', otherAuthor.id);
  const generator = await generatorAuthorId(db);
  const generated = async (version: number, seed: string) =>
    insertTask(db, { type: 5, difficulty: 2, text: `<p>Сгенерированное ${seed}</p>`, answer: { kind: 'field', value: '1' }, author_id: generator, generator: { id: 'type-05', version, seed } });
  task.gen3a = await generated(3, 'aaa');
  task.gen3b = await generated(3, 'bbb');
  task.gen4 = await generated(4, 'ccc');
});
afterAll(async () => t.close());

describe('a report', () => {
  it('is one open per student and task, answered by the author into the student’s notifications, then may be sent again', async () => {
    const student = await person();
    const made = await ok<TaskReport>(report(student, task.own1, '  Ответ 1024, а не 8  '));
    expect(made).toEqual({ id: expect.any(Number), task_id: task.own1, kind: 'answer', text: 'Ответ 1024, а не 8', status: 'open', created_at: clock.now().toISOString() });
    await refused(report(student, task.own1, 'Ещё раз'), 409, reportAlreadyOpenMessage);

    const mine = itemOf(await queue(author), task.own1)!;
    expect(mine).toMatchObject({
      target: { kind: 'task', task_id: task.own1, type: 3, excerpt: 'Сколько байт в килобайте?', author_username: author.name },
      report_count: 1,
      flags: [],
      latest_at: made.created_at,
    });
    expect(mine.reports).toEqual([{ ...made, reply: null, handled_at: null, username: student.name }]);
    expect(itemOf(await queue(otherAuthor), task.own1)).toBeUndefined();
    await refused(handle(otherAuthor, made.id, { status: 'rejected', reply: 'Нет' }), 404, reportNotFoundMessage);

    clock.advance(5 * minute);
    const handled = await ok<HandledReports>(handle(author, made.id, { status: 'accepted', reply: '  Исправлено, спасибо  ' }));
    expect(handled.reports).toEqual([{ ...made, status: 'accepted', reply: 'Исправлено, спасибо', handled_at: clock.now().toISOString(), username: student.name }]);
    await refused(handle(author, made.id, { status: 'rejected', reply: 'Передумал' }), 409, reportAlreadyHandledMessage);
    const row = await t.deps.db('task_reports').where({ id: made.id }).first('handled_by');
    expect(row?.handled_by).toBe(author.id);

    const notices = await notificationsOf(student);
    expect(notices).toEqual([expect.objectContaining({ kind: 'report_answer', message: reportAnswerMessage(task.own1, 'accepted', 'Исправлено, спасибо'), related_task_id: task.own1, is_read: false })]);
    expect(notices[0]!.message).toBe(`Ваше сообщение об ошибке в задании № ${task.own1} принято: Исправлено, спасибо`);

    expect(itemOf(await queue(author), task.own1)).toBeUndefined();
    expect(itemOf(await queue(author, '?status=accepted'), task.own1)?.reports.map((r) => r.id)).toEqual([made.id]);
    await ok<TaskReport>(report(student, task.own1, 'Теперь не так с условием', 'statement'));
    expect(itemOf(await queue(author), task.own1)?.reports).toEqual([expect.objectContaining({ kind: 'statement', status: 'open' })]);
  });

  it('refuses bad input, a missing task and a guest in Russian', async () => {
    const student = await person();
    await refused(report(student, task.own1, '   '), 400, /Опишите ошибку/);
    await refused(report(student, task.own1, 'x'.repeat(2001)), 400, /не длиннее 2000/);
    await refused(report(student, task.own1, 'Текст', 'typo'), 400, /условие, ответ, файлы, разбор или другое/);
    await refused(report(student, 2_000_000_000), 404, 'Задание не найдено');
    const guest = await t.app.inject({ method: 'POST', url: `/api/tasks/${task.own1}/reports/`, payload: { kind: 'answer', text: 'Гость' } });
    expect(guest.statusCode, guest.body).toBe(401);
  });

  it(`is limited to ${reportsAnHour} an hour per student, with a 429 that says when to try again`, async () => {
    const student = await person();
    for (const id of [task.own1, task.own2, task.other, task.gen4]) await ok<TaskReport>(report(student, id));
    const tooMany = await refused(report(student, task.gen3a), 429, /^Слишком много сообщений об ошибках подряд\. Повторите через \d+ мин\.$/);
    expect(Number((tooMany as { headers?: Record<string, string> }).headers?.['retry-after'])).toBeGreaterThan(0);
    // Another student is not held back by him.
    await ok<TaskReport>(report(await person(), task.gen3a));
  });

  it('is refused in the tasks of the student’s running rehearsal, telling nothing of the answer', async () => {
    const student = await person();
    const now = clock.now();
    await t.deps.db('exam_rehearsals').insert({ user_id: student.id, task_ids: [task.own2], started_at: now, deadline_at: new Date(now.getTime() + 235 * minute) });
    const sealed = await refused(report(student, task.own2, 'Какой тут ответ?'), 409, reportDuringRehearsalMessage);
    expect(sealed.body).not.toContain(answerOfOwn2);
    await ok<TaskReport>(report(student, task.own1));
    // Over: its tasks are the student's to talk about.
    await t.deps.db('exam_rehearsals').where({ user_id: student.id }).delete();
    await ok<TaskReport>(report(student, task.own2));
  });
});

describe('the queue', () => {
  it('is refused to a student and a teacher; an author sees his own tasks only, a moderator and an admin see all', async () => {
    for (const who of [await person(), await person('teacher')]) {
      await refused(who.client.request('GET', '/api/tasks/reports/'), 403, 'Доступ только для авторов, модераторов и администраторов');
      await refused(handle(who, 1, { status: 'accepted', reply: 'Да' }), 403);
      await refused(dismiss(who, 1), 403);
    }
    await ok<TaskReport>(report(await person(), task.other));
    const authorTargets = (await queue(author, '?page_size=100')).results.map((item) => item.target);
    expect(authorTargets.length).toBeGreaterThan(0);
    expect(authorTargets.every((target) => target.kind === 'task' && [task.own1, task.own2].includes(target.task_id))).toBe(true);
    for (const who of [moderator, admin]) {
      const all = await queue(who, '?page_size=100');
      expect(itemOf(all, task.own1)).toBeDefined();
      expect(itemOf(all, task.other)).toBeDefined();
    }
    const viaTrpc = await ok<{ result: { data: ReportQueue } }>(moderator.client.trpcQuery('taskReports.queue', { status: 'open', page_size: 100 }));
    expect(viaTrpc.result.data).toEqual(await queue(moderator, '?page_size=100'));
  });

  it('groups a generator’s tasks by its version: one target for the tasks of version 3, another for version 4', async () => {
    const [a, b] = [await person(), await person()];
    clock.advance(minute);
    await ok<TaskReport>(report(a, task.gen3a, 'Неверный ответ'));
    clock.advance(minute);
    await ok<TaskReport>(report(b, task.gen3b, 'Опечатка в условии', 'statement'));
    await ok<TaskReport>(report(b, task.gen4));
    const all = await queue(moderator, '?page_size=100');
    const v3 = generatorItem(all, 3)!;
    expect(v3.target).toEqual({ kind: 'generator', generator: 'type-05', generator_version: 3, type: 5, task_ids: [task.gen3a, task.gen3b] });
    expect(v3.reports.slice(0, 2).map((r) => [r.task_id, r.username])).toEqual([
      [task.gen3b, b.name],
      [task.gen3a, a.name],
    ]);
    expect(v3.report_count).toBe(v3.reports.length);
    expect(generatorItem(all, 4)?.target).toMatchObject({ task_ids: [task.gen4] });
    expect(itemOf(all, task.gen3a)).toBeUndefined();
    // The generator's tasks are never an author's.
    expect((await queue(author, '?page_size=100')).results.some((item) => item.target.kind === 'generator')).toBe(false);
  });

  it('orders by the newest report, or by the number of reports, and pages in SQL', async () => {
    clock.advance(10 * minute);
    await ok<TaskReport>(report(await person(), task.other, 'Самое новое'));
    const newest = await queue(moderator, '?page_size=100');
    expect(newest.results[0]?.target).toMatchObject({ kind: 'task', task_id: task.other });
    const times = newest.results.map((item) => item.latest_at);
    expect(times).toEqual([...times].sort().reverse());

    const most = await queue(moderator, '?order=most_reported&page_size=100');
    const sortedByCount = [...most.results].sort((x, y) => y.report_count - x.report_count || y.latest_at.localeCompare(x.latest_at));
    expect(most.results).toEqual(sortedByCount);
    expect(most.results[0]!.report_count).toBeGreaterThan(most.results.at(-1)!.report_count);
    expect(most.count).toBe(newest.count);

    const second = await queue(moderator, '?page=2&page_size=1');
    expect(second).toMatchObject({ count: newest.count, page: 2, page_size: 1 });
    expect(second.results).toEqual([newest.results[1]]);
    expect(await queue(moderator, '?page=99&page_size=100')).toEqual({ count: newest.count, page: 99, page_size: 100, results: [] });
    await refused(moderator.client.request('GET', '/api/tasks/reports/?order=oldest'), 400, /newest или most_reported/);
  });

  it('answers all open reports of a task at once when asked, notifying each reporter', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const first = await ok<TaskReport>(report(a, task.own2, 'Ответ не тот'));
    clock.advance(minute);
    await ok<TaskReport>(report(b, task.own2, 'Тоже считаю, что ответ не тот'));
    const alone = await ok<TaskReport>(report(c, task.own1, 'Другое задание'));
    const handled = await ok<HandledReports>(handle(author, first.id, { status: 'rejected', reply: 'Ответ верный: см. разбор', all_open: true }));
    expect(handled.reports[0]!.id).toBe(first.id);
    expect(handled.reports.every((r) => r.task_id === task.own2 && r.status === 'rejected' && r.reply === 'Ответ верный: см. разбор')).toBe(true);
    expect(handled.reports.map((r) => r.username)).toEqual(expect.arrayContaining([a.name, b.name]));
    expect(itemOf(await queue(author), task.own2)).toBeUndefined();
    for (const who of [a, b]) {
      expect(await notificationsOf(who)).toEqual([expect.objectContaining({ kind: 'report_answer', message: reportAnswerMessage(task.own2, 'rejected', 'Ответ верный: см. разбор') })]);
    }
    expect(await notificationsOf(c)).toEqual([]);
    expect(itemOf(await queue(author), task.own1)?.reports.map((r) => r.id)).toContain(alone.id);
    await refused(handle(author, alone.id, { status: 'maybe', reply: 'Да' }), 400, /accepted .* или rejected/);
    await refused(handle(author, alone.id, { status: 'accepted', reply: ' ' }), 400, /Напишите ответ/);
  });
});

describe('a flag', () => {
  it('shows in its target’s item, with its reason, even with no report; it is dismissed by the task’s author or a moderator', async () => {
    const db = t.deps.db;
    const [taskFlag] = await db('task_flags')
      .insert({ task_id: task.own2, kind: 'dominant_wrong', signature: 'dominant_wrong:42', why: 'Больше половины ошибившихся отвечают 42', details: { answer: '42', share: 0.6 }, computed_at: clock.now() })
      .returning('id');
    const [generatorFlag] = await db('task_flags')
      .insert({ generator: 'type-05', generator_version: 3, kind: 'success_outlier', signature: 'success_outlier', why: 'Решают заметно реже, чем задания того же типа', computed_at: clock.now() })
      .returning('id');

    const item = itemOf(await queue(author), task.own2) as ReportQueueItem;
    expect(item).toEqual({
      target: expect.objectContaining({ kind: 'task', task_id: task.own2 }),
      reports: [],
      report_count: 0,
      flags: [{ id: taskFlag!.id, kind: 'dominant_wrong', why: 'Больше половины ошибившихся отвечают 42', details: { answer: '42', share: 0.6 }, computed_at: clock.now().toISOString() }],
      latest_at: clock.now().toISOString(),
    });
    expect(itemOf(await queue(author, '?status=accepted'), task.own2)).toBeUndefined();
    expect(generatorItem(await queue(moderator, '?page_size=100'), 3)?.flags.map((flag) => flag.id)).toEqual([generatorFlag!.id]);

    await refused(dismiss(otherAuthor, taskFlag!.id), 404, flagNotFoundMessage);
    await refused(dismiss(author, generatorFlag!.id), 404, flagNotFoundMessage);
    await refused(author.client.request('PATCH', `/api/tasks/flags/${taskFlag!.id}/`, { json: { status: 'open' } }), 400, /dismissed/);
    expect(await ok(dismiss(author, taskFlag!.id))).toEqual({ detail: 'Отметка снята', id: taskFlag!.id, status: 'dismissed' });
    await refused(dismiss(author, taskFlag!.id), 409, flagAlreadyDismissedMessage);
    expect(itemOf(await queue(author), task.own2)).toBeUndefined();
    expect(await db('task_flags').where({ id: taskFlag!.id }).first('status', 'handled_by')).toEqual({ status: 'dismissed', handled_by: author.id });

    await ok(dismiss(moderator, generatorFlag!.id));
    expect(generatorItem(await queue(moderator, '?page_size=100'), 3)?.flags).toEqual([]);
  });
});
