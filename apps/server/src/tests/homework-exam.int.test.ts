import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { HomeworkAssignment, HomeworkList, NextHomeworkTask } from '@ege/core/homework/homework-schemas';
import type { NotificationList } from '@ege/core/notifications/notification-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Decision 044: a rehearsal assigned as homework, with a start window.
const now = new Date('2026-12-01T09:00:00Z');
const clock = createSettableClock(now);
const hour = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * hour).toISOString();
/** Open from an hour ago for a day. */
const openWindow = () => ({ opens_at: at(-1), closes_at: at(24) });

let t: TestApp;
let task5: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.deps.db;
  // A bank with one task of every exam number, so a rehearsal can be drawn from it.
  for (const type of [...Array.from({ length: 18 }, (_, i) => i + 1), 22, 23, 24, 25, 26, 27]) {
    const id = await insertTask(db, { type, difficulty: 1, text: `<p>Задание ${type}</p>`, answer: { kind: 'field', value: `${type}0` } });
    if (type === 5) task5 = id;
  }
  await insertBlock(db, {
    condition: '<p>Игра</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: `${type}0` } })),
  });
});
afterAll(async () => t.close());

const homeworkUrl = '/api/users/homework/';
const userIdOf = async (client: HttpClient): Promise<number> => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const detailOf = (response: { json(): unknown }) => (response.json() as { detail: string }).detail;

const assign = async (teacher: HttpClient, body: Record<string, unknown>): Promise<HomeworkAssignment[]> => {
  const response = await teacher.request('POST', homeworkUrl, { json: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeworkAssignment[];
};
const listOf = async (client: HttpClient, userId?: number): Promise<HomeworkList> => {
  const response = await client.request('GET', `${homeworkUrl}${userId ? `?user_id=${userId}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeworkList;
};
const nextOf = async (client: HttpClient): Promise<NextHomeworkTask> => {
  const response = await client.request('GET', `${homeworkUrl}next/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NextHomeworkTask;
};

describe('assigning a rehearsal as homework', () => {
  it('makes an exam assignment with its window and no tasks, and tells the student when it opens', async () => {
    clock.set(now);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const window = { opens_at: '2026-12-02T10:00:00+03:00', closes_at: '2026-12-04T22:00:00+03:00' };
    const [assignment] = await assign(teacher, { user_ids: [studentId], exam: window, comment: 'Как на экзамене' });
    expect(assignment).toMatchObject({
      kind: 'exam',
      status: 'in_progress',
      tasks: {},
      task_list: [],
      progress: { solved: 0, total: 27 },
      variant_id: null,
      exam: {
        opens_at: '2026-12-02T07:00:00.000Z',
        closes_at: '2026-12-04T19:00:00.000Z',
        rehearsal_id: null,
        status: 'not_started',
        primary_score: null,
        test_score: null,
      },
    });
    expect(await t.deps.db('homework_tasks').where({ assignment_id: assignment!.id })).toEqual([]);
    const notifications = (await student.request('GET', '/api/users/notifications/')).json() as NotificationList;
    expect(notifications.notifications).toMatchObject([
      {
        message: 'Вам выдан пробный экзамен: начать можно с 02.12.2026 10:00 до 04.12.2026 22:00 (МСК). Как на экзамене',
        related_homework_id: assignment!.id,
      },
    ]);

    // The student and the teacher see the same: the window, and no tasks to look at before the start.
    const own = await listOf(student);
    expect(own.active).toMatchObject([{ id: assignment!.id, kind: 'exam', tasks: {}, task_list: [], exam: { status: 'not_started' } }]);
    expect((await listOf(teacher, studentId)).active).toEqual(own.active);
    // An ordinary assignment says what it is too.
    const [tasks] = await assign(teacher, { user_ids: [studentId], tasks: { '5': 1 } });
    expect(tasks).toMatchObject({ kind: 'tasks', exam: null, tasks: { '5': [task5] } });
  });

  it('refuses bad windows with their messages, and assigns nothing then', async () => {
    clock.set(now);
    const teacher = await signIn(t, 'teacher');
    const studentId = await userIdOf(await signIn(t, 'student'));
    const cases: [unknown, string][] = [
      [{ opens_at: at(5), closes_at: at(2) }, 'Окончание окна должно быть позже начала'],
      [{ opens_at: at(5), closes_at: at(5) }, 'Окончание окна должно быть позже начала'],
      [{ opens_at: at(1), closes_at: at(1 + 61 * 24) }, 'Окно начала экзамена — не длиннее 60 дней'],
      [{ opens_at: at(-48), closes_at: at(-1) }, 'Окно начала экзамена уже закончилось: выберите время окончания в будущем'],
      [{ opens_at: '1 декабря', closes_at: at(5) }, 'Время — момент в формате ISO 8601, например 2026-12-01T10:00:00+03:00'],
      [{ opens_at: '2026-12-02T10:00:00', closes_at: at(50) }, 'Время — момент в формате ISO 8601, например 2026-12-01T10:00:00+03:00'],
    ];
    for (const [exam, message] of cases) {
      const response = await teacher.request('POST', homeworkUrl, { json: { user_ids: [studentId], exam } });
      expect(response.statusCode, JSON.stringify(exam)).toBe(400);
      expect(detailOf(response), JSON.stringify(exam)).toContain(message);
    }
    // Without a window nothing changed: counts are needed.
    const noTasks = await teacher.request('POST', homeworkUrl, { json: { user_ids: [studentId] } });
    expect(noTasks.statusCode).toBe(400);
    expect(detailOf(noTasks)).toBe('Ошибка: выберите хотя бы одну задачу');
    expect(await listOf(teacher, studentId)).toEqual({ active: [], completed: [], next_cursor: null });
  });

  it('keeps students out as with any homework', async () => {
    clock.set(now);
    const student = await signIn(t, 'student');
    const otherId = await userIdOf(await signIn(t, 'student'));
    const refused = await student.request('POST', homeworkUrl, { json: { user_ids: [otherId], exam: openWindow() } });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toBe('Доступ только для преподавателей и администраторов');
  });
});

describe('the other homework paths with a rehearsal', () => {
  it('passes over it in Next ДЗ, refuses it as a variant and never completes it for having no tasks', async () => {
    clock.set(now);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [tasks] = await assign(teacher, { user_ids: [studentId], tasks: { '5': 1 } });
    await t.deps.db('homework_assignments').where({ id: tasks!.id }).update({ date: new Date(Date.now() - 86_400_000) });
    const [exam] = await assign(teacher, { user_ids: [studentId], exam: openWindow() });
    // The rehearsal is the newest, yet the trainer goes on with the older assignment's task.
    expect(await nextOf(student)).toEqual({ next_task: { id: task5, type: 5 }, homework_id: tasks!.id });

    const asVariant = await student.request('POST', `${homeworkUrl}create-variant/`, { json: { homework_id: exam!.id } });
    expect(asVariant.statusCode).toBe(409);
    expect(detailOf(asVariant)).toBe('Пробный экзамен из ДЗ нельзя открыть как вариант');

    // Solving the other assignment's task completes that one only.
    const checked = await student.request('POST', '/api/tasks/check/', { json: { task_id: task5, user_answer: '50' } });
    expect(checked.json(), checked.body).toMatchObject({ is_correct: true });
    expect(await nextOf(student)).toEqual({ next_task: null, homework_id: null });
    const list = await listOf(student);
    expect(list.active).toMatchObject([{ id: exam!.id, kind: 'exam', status: 'in_progress' }]);
    expect(list.completed).toMatchObject([{ id: tasks!.id, status: 'completed' }]);
  });

  it('keeps a rehearsal’s tasks unchangeable, its comment and status changeable, its window movable until the start', async () => {
    clock.set(now);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [exam] = await assign(teacher, { user_ids: [studentId], exam: openWindow() });
    const ref = { user_id: studentId, assignment_id: exam!.id };

    const redraw = await teacher.request('PUT', homeworkUrl, { json: { ...ref, tasks: { '5': 1 } } });
    expect(redraw.statusCode).toBe(409);
    expect(detailOf(redraw)).toBe('Задания пробного экзамена выбираются при его начале: их нельзя изменить');
    const commented = await teacher.request('PUT', homeworkUrl, { json: { ...ref, comment: 'Без калькулятора' } });
    expect(commented.json()).toMatchObject({ comment: 'Без калькулятора', status: 'edited', kind: 'exam', tasks: {} });

    const moved = await teacher.request('PUT', homeworkUrl, { json: { ...ref, exam: { opens_at: '2026-12-05T09:00:00+03:00', closes_at: '2026-12-06T21:00:00+03:00' } } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as HomeworkAssignment).exam).toMatchObject({ opens_at: '2026-12-05T06:00:00.000Z', closes_at: '2026-12-06T18:00:00.000Z' });
    const notifications = (await student.request('GET', '/api/users/notifications/')).json() as NotificationList;
    expect(notifications.notifications[0]!.message).toBe('Пробный экзамен перенесён: начать можно с 05.12.2026 09:00 до 06.12.2026 21:00 (МСК)');
    const backwards = await teacher.request('PUT', homeworkUrl, { json: { ...ref, exam: { opens_at: at(3), closes_at: at(2) } } });
    expect(backwards.statusCode).toBe(400);
    expect(detailOf(backwards)).toContain('Окончание окна должно быть позже начала');

    // An ordinary assignment has no window to move.
    const [tasks] = await assign(teacher, { user_ids: [studentId], tasks: { '5': 1 } });
    const windowOnTasks = await teacher.request('PUT', homeworkUrl, { json: { user_id: studentId, assignment_id: tasks!.id, exam: openWindow() } });
    expect(windowOnTasks.statusCode).toBe(400);
    expect(detailOf(windowOnTasks)).toBe('Окно начала есть только у пробного экзамена');

    // Once started (the rehearsal's row exists), the window stays.
    await t.deps.db('exam_rehearsals').insert({ user_id: studentId, homework_id: exam!.id, task_ids: [task5], started_at: now, deadline_at: at(4) });
    const late = await teacher.request('PUT', homeworkUrl, { json: { ...ref, exam: openWindow() } });
    expect(late.statusCode).toBe(409);
    expect(detailOf(late)).toBe('Ученик уже начал пробный экзамен: окно изменить нельзя');
    expect((await listOf(student)).active.find((a) => a.id === exam!.id)!.exam).toMatchObject({ status: 'active', opens_at: '2026-12-05T06:00:00.000Z' });

    // Deleting it keeps the student's rehearsal, no longer linked.
    const removed = await teacher.request('DELETE', homeworkUrl, { json: ref });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.deps.db('exam_rehearsals').where({ user_id: studentId }).pluck('homework_id')).toEqual([null]);
  });

  it('reads a finished rehearsal’s scores and right answers into the list (rows as the exam’s finish stores them)', async () => {
    clock.set(now);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [exam] = await assign(teacher, { user_ids: [studentId], exam: openWindow() });
    const [rehearsal] = (await t.deps.db('exam_rehearsals')
      .insert({ user_id: studentId, homework_id: exam!.id, task_ids: [task5], started_at: now, deadline_at: at(4) })
      .returning('id')) as { id: number }[];
    await t.deps.db('exam_rehearsals').where({ id: rehearsal!.id }).update({
      finished_at: at(2),
      finished_by: 'student',
      results: JSON.stringify({ primary_score: 17, test_score: 70, correct_count: 16 }),
    });
    await t.deps.db('homework_assignments').where({ id: exam!.id }).update({ status: 'completed' });
    const list = await listOf(teacher, studentId);
    expect(list.completed).toMatchObject([
      { id: exam!.id, kind: 'exam', progress: { solved: 16, total: 27 }, exam: { rehearsal_id: rehearsal!.id, status: 'finished', primary_score: 17, test_score: 70 } },
    ]);
  });
});

describe('a rehearsal from homework, started and finished through the exam API', () => {
  it('starts only inside the window, then the list follows it to a completed assignment with its scores', async () => {
    clock.set(now);
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [homework] = await assign(teacher, { user_ids: [studentId], exam: { opens_at: at(2), closes_at: at(26) } });
    const start = (client: HttpClient) => client.request('POST', '/api/exam/start/', { json: { homework_id: homework!.id } });

    const early = await start(student);
    expect(early.statusCode).toBe(409);
    expect(detailOf(early)).toBe('Пробный экзамен из ДЗ можно начать с 01.12.2026 14:00 (МСК)');
    expect((await start(other)).statusCode).toBe(404);

    clock.set(at(3));
    const started = await start(student);
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json() as { id: number; homework_id: number; tasks: { id: number; type: number }[] };
    expect(session.homework_id).toBe(homework!.id);
    expect(session.tasks).toHaveLength(27);
    let [own] = (await listOf(student)).active;
    expect(own).toMatchObject({ id: homework!.id, status: 'in_progress', progress: { solved: 0, total: 27 }, exam: { rehearsal_id: session.id, status: 'active', primary_score: null } });
    // Started: the window stays where it was.
    const move = await teacher.request('PUT', homeworkUrl, { json: { user_id: studentId, assignment_id: homework!.id, exam: openWindow() } });
    expect(move.statusCode).toBe(409);
    // Still not a task list for Next ДЗ.
    expect(await nextOf(student)).toEqual({ next_task: null, homework_id: null });

    // Two right answers (each task's answer is its type and a 0), then the finish.
    for (const task of session.tasks.filter((task) => task.type === 1 || task.type === 2)) {
      const saved = await student.request('POST', `/api/exam/${session.id}/answer/`, { json: { task_id: task.id, answer: { user_answer: `${task.type}0` }, time_spent: 60 } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    clock.set(at(4));
    const finished = await student.request('POST', `/api/exam/${session.id}/finish/`);
    expect(finished.statusCode, finished.body).toBe(200);
    const result = finished.json() as { primary_score: number; test_score: number; correct_count: number };
    expect(result.correct_count).toBe(2);

    const list = await listOf(teacher, studentId);
    expect(list.active).toEqual([]);
    [own] = list.completed;
    expect(own).toMatchObject({
      id: homework!.id,
      kind: 'exam',
      status: 'completed',
      progress: { solved: 2, total: 27 },
      exam: { rehearsal_id: session.id, status: 'finished', primary_score: result.primary_score, test_score: result.test_score },
    });
    // The issuing teacher reads the result the list links to.
    expect((await teacher.request('GET', `/api/exam/${session.id}/result/`)).statusCode).toBe(200);
    const again = await start(student);
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe('Пробный экзамен из этого ДЗ уже сдан');
  });
});
