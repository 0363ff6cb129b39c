import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { notifyHomeworkDone } from '@ege/core/completion-notices/notify-homework-done';
import { sendCompletionDigests } from '@ege/core/completion-notices/send-completion-digests';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import type { Notification, NotificationList } from '@ege/core/notifications/notification-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Decision 070. 12:00 in Moscow on Wednesday 25 November 2026.
const noon = new Date('2026-11-25T09:00:00Z');
const clock = createSettableClock(noon);
const hour = 3_600_000;
const at = (hours: number) => new Date(noon.getTime() + hours * hour);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  // One task of every exam number: a homework of type n gets that task (its answer: n0), and a rehearsal can be drawn.
  for (const type of [...Array.from({ length: 18 }, (_, i) => i + 1), 22, 23, 24, 25, 26, 27]) {
    await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>Задание ${type}</p>`, answer: { kind: 'field', value: `${type}0` } });
  }
  await insertBlock(t.deps.db, {
    condition: '<p>Игра</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: `${type}0` } })),
  });
});
afterAll(async () => t.close());

const settingUrl = '/api/users/completion-notifications/';
const profileOf = async (client: HttpClient) => (await client.request('GET', '/api/users/profile/')).json() as { id: number; username: string };
const detailOf = (response: { json(): unknown }) => (response.json() as { detail: string }).detail;

const setMode = async (teacher: HttpClient, mode: string) => {
  const response = await teacher.request('PUT', settingUrl, { json: { mode } });
  expect(response.statusCode, response.body).toBe(200);
};
const assign = async (teacher: HttpClient, userIds: number[], tasks: Record<string, number>): Promise<HomeworkAssignment[]> => {
  const response = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: userIds, tasks } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeworkAssignment[];
};
/** The right answer to the homework's task of this type. */
const solve = (student: HttpClient, homework: HomeworkAssignment, type: number) => {
  const task = homework.task_list.find((item) => item.type === type)!;
  return student.request('POST', '/api/tasks/check/', { json: { task_id: task.id, user_answer: `${type}0`, solving_time: 30 } });
};
/** The user's notices of completed homework, oldest first. */
const noticesOf = async (client: HttpClient): Promise<Notification[]> => {
  const response = await client.request('GET', '/api/users/notifications/');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationList).notifications.filter((item) => item.kind !== 'message').reverse();
};
const moscowDate = (iso: string) => new Date(Date.parse(iso) + 3 * hour).toISOString().slice(0, 10).split('-').reverse().join('.');

describe('the teacher is told when a student completes his homework', () => {
  it('once, by the right answer to its last task, however often and however concurrently it is answered', async () => {
    clock.set(noon);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const { id: studentId, username } = await profileOf(student);
    const [homework] = await assign(teacher, [studentId], { '3': 1, '4': 1 });

    // Both tasks answered at once: the answer that solves the last one completes it, and only that one.
    const answers = await Promise.all([solve(student, homework!, 3), solve(student, homework!, 4), solve(student, homework!, 4)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await solve(student, homework!, 3).then((answer) => answer.statusCode)).toBe(200);
    const notices = await noticesOf(teacher);
    expect(notices).toEqual([
      {
        id: expect.any(Number),
        kind: 'homework_done',
        user_id: (await profileOf(teacher)).id,
        message: `Ученик ${username} выполнил ДЗ от ${moscowDate(homework!.date)}`,
        related_homework_id: homework!.id,
        related_task_id: null,
        is_read: false,
        created_at: noon.toISOString(),
      },
    ]);
    // A replay of the notice itself (a retried transaction, a second path) adds nothing: the unique index.
    await notifyHomeworkDone(t.deps.db, [homework!.id], at(1));
    expect(await noticesOf(teacher)).toHaveLength(1);
    // The student hears nothing of his own completion.
    expect(await noticesOf(student)).toEqual([]);
  });

  it('also when a read completes an assignment its solves finished outside the check', async () => {
    clock.set(noon);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const { id: studentId, username } = await profileOf(student);
    const [homework] = await assign(teacher, [studentId], { '5': 1 });
    const taskId = homework!.task_list[0]!.id;
    await t.deps.db('task_attempts').insert({ user_id: studentId, task_id: taskId, user_answer: '50', is_correct: true, attempt_number: 1, solving_time: 10, answered_at: noon });
    const list = await student.request('GET', '/api/users/homework/');
    expect(list.statusCode, list.body).toBe(200);
    await student.request('GET', '/api/users/homework/');
    expect((await noticesOf(teacher)).map((notice) => [notice.kind, notice.message])).toEqual([['homework_done', `Ученик ${username} выполнил ДЗ от ${moscowDate(homework!.date)}`]]);
  });

  it('not of homework one issued to oneself, not when the teacher chose the digest or nothing', async () => {
    clock.set(noon);
    const self = await signIn(t, 'teacher');
    const [own] = await assign(self, [(await profileOf(self)).id], { '6': 1 });
    expect((await solve(self, own!, 6)).json()).toMatchObject({ is_correct: true });
    expect(await t.deps.db('homework_assignments').where({ id: own!.id }).first('status')).toEqual({ status: 'completed' });
    expect(await noticesOf(self)).toEqual([]);

    for (const mode of ['digest', 'off']) {
      const teacher = await signIn(t, 'teacher');
      await setMode(teacher, mode);
      const student = await signIn(t, 'student');
      const [homework] = await assign(teacher, [(await profileOf(student)).id], { '7': 1 });
      expect((await solve(student, homework!, 7)).json()).toMatchObject({ is_correct: true });
      expect(await noticesOf(teacher)).toEqual([]);
    }
  });

  it('when a student finishes the rehearsal he assigned, with its score', async () => {
    clock.set(noon);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const { id: studentId, username } = await profileOf(student);
    const assigned = await teacher.request('POST', '/api/users/homework/', {
      json: { user_ids: [studentId], exam: { opens_at: at(-1).toISOString(), closes_at: at(24).toISOString() } },
    });
    const [homework] = assigned.json() as HomeworkAssignment[];
    const started = await student.request('POST', '/api/exam/start/', { json: { homework_id: homework!.id } });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json() as { id: number; tasks: { id: number; type: number }[] };
    for (const task of session.tasks.filter((item) => item.type <= 3)) {
      await student.request('POST', `/api/exam/${session.id}/answer/`, { json: { task_id: task.id, answer: { user_answer: `${task.type}0` }, time_spent: 60 } });
    }
    clock.set(at(1));
    const finished = await student.request('POST', `/api/exam/${session.id}/finish/`);
    expect(finished.statusCode, finished.body).toBe(200);
    const { test_score } = finished.json() as { test_score: number };
    expect(test_score).toBeGreaterThan(0);
    // The finish is replayed: the stored result, no second notice.
    expect((await student.request('POST', `/api/exam/${session.id}/finish/`)).statusCode).toBe(200);
    const notices = await noticesOf(teacher);
    expect(notices.map((notice) => [notice.kind, notice.related_homework_id, notice.created_at])).toEqual([['homework_done', homework!.id, at(1).toISOString()]]);
    expect(notices[0]!.message).toMatch(new RegExp(`^Ученик ${username} завершил пробный экзамен: ${test_score} балл(а|ов)?$`));
  });
});

describe('the evening digest', () => {
  it('tells a teacher who chose it the day’s completions in one notification, once, and nothing to one with nothing', async () => {
    const teacher = await signIn(t, 'teacher');
    const idle = await signIn(t, 'teacher');
    const other = await signIn(t, 'teacher');
    await setMode(teacher, 'digest');
    await setMode(idle, 'digest');
    const students = await Promise.all([1, 2, 3].map(() => signIn(t, 'student')));
    const [yesterday, first, second] = await Promise.all(students.map(profileOf));
    const homework = await assign(teacher, [yesterday!.id, first!.id, second!.id], { '8': 1 });
    // Another teacher's homework done today is his, told at once.
    const [foreign] = await assign(other, [first!.id], { '9': 1 });

    // The day before, at noon in Moscow: done then, told in that evening's digest, not in today's.
    clock.set(at(-24));
    expect((await solve(students[0]!, homework[0]!, 8)).statusCode).toBe(200);
    clock.set(at(2));
    expect((await solve(students[2]!, homework[2]!, 8)).statusCode).toBe(200);
    clock.set(at(3));
    expect((await solve(students[1]!, homework[1]!, 8)).statusCode).toBe(200);
    expect((await solve(students[1]!, foreign!, 9)).statusCode).toBe(200);
    expect(await noticesOf(teacher)).toEqual([]);

    // 20:30 in Moscow; the job's two runs (two instances, a retry) at once.
    clock.set(at(8.5));
    const runs = await Promise.all([sendCompletionDigests(t.deps), sendCompletionDigests(t.deps)]);
    expect(runs.map((run) => run.day)).toEqual(['2026-11-25', '2026-11-25']);
    expect(await sendCompletionDigests(t.deps)).toMatchObject({ sent: 0 });
    const notices = await noticesOf(teacher);
    expect(notices).toMatchObject([
      { kind: 'digest', related_homework_id: null, is_read: false, message: `За день выполнили ДЗ: 2 ученика — ${second!.username}, ${first!.username}` },
    ]);
    const digestDays = await t.deps.db.raw<{ rows: { day: string }[] }>(`SELECT to_char(digest_day, 'YYYY-MM-DD') AS day FROM notifications WHERE id = ?`, [notices[0]!.id]);
    expect(digestDays.rows).toEqual([{ day: '2026-11-25' }]);
    expect(await noticesOf(idle)).toEqual([]);
    expect((await noticesOf(other)).map((notice) => notice.kind)).toEqual(['homework_done']);
  });
});

describe('the setting', () => {
  it('is the caller’s own, each by default, for teachers and admins only, with a Russian refusal', async () => {
    const teacher = await signIn(t, 'teacher');
    expect((await teacher.request('GET', settingUrl)).json()).toEqual({ mode: 'each' });
    const set = await teacher.request('PUT', settingUrl, { json: { mode: 'digest' } });
    expect(set.json()).toEqual({ mode: 'digest' });
    expect((await teacher.request('GET', settingUrl)).json()).toEqual({ mode: 'digest' });
    const admin = await signIn(t, 'admin');
    expect((await admin.request('GET', settingUrl)).json()).toEqual({ mode: 'each' });

    for (const body of [{ mode: 'sometimes' }, {}]) {
      const bad = await teacher.request('PUT', settingUrl, { json: body });
      expect(bad.statusCode).toBe(400);
      expect(detailOf(bad)).toContain('Выберите, как сообщать о выполнении ДЗ');
    }
    const student = await signIn(t, 'student');
    for (const response of [await student.request('GET', settingUrl), await student.request('PUT', settingUrl, { json: { mode: 'off' } })]) {
      expect(response.statusCode).toBe(403);
      expect(detailOf(response)).toBe('Доступ только для преподавателей и администраторов');
    }
  });
});
