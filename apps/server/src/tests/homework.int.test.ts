import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkAssignment, HomeworkList, NextHomeworkTask } from '@ege/core/homework/homework-schemas';
import type { NotificationList } from '@ege/core/notifications/notification-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { VariantDetail, VariantPage } from '@ege/core/variants/variant-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
const ofType1: number[] = [];
const ofType2: number[] = [];
let task5: number;
const blocks: number[][] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  for (let i = 0; i < 3; i++) ofType1.push(await insertTask(db, { type: 1, difficulty: 1, text: `<p>Первое ${i}</p>`, answer: { kind: 'field', value: `1${i}1` } }));
  for (let i = 0; i < 2; i++) ofType2.push(await insertTask(db, { type: 2, difficulty: 1, text: `<p>Второе ${i}</p>`, answer: { kind: 'field', value: `ab${i}` } }));
  task5 = await insertTask(db, { type: 5, difficulty: 1, text: '<p>Пятое</p>', answer: { kind: 'field', value: '55' } });
  for (let i = 0; i < 2; i++) {
    const { taskIds } = await insertBlock(db, {
      condition: `<p>Игра ${i}</p>`,
      difficulty: 2,
      questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: `${type}${i}` } })),
    });
    blocks.push(taskIds);
  }
});
afterAll(async () => t.close());

const homeworkUrl = '/api/users/homework/';
const userIdOf = async (client: HttpClient): Promise<number> => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const solve = (userId: number, taskId: number, type: number) => t.deps.db('task_solves').insert({ user_id: userId, task_id: taskId, task_type: type });
const answerOf = async (taskId: number): Promise<string> => ((await t.deps.db('tasks').where({ id: taskId }).first('answer')) as { answer: string }).answer;
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

describe('assigning homework', () => {
  it('draws for each student apart: nothing solved, no repeats, blocks whole, and tells each student', async () => {
    const teacher = await signIn(t, 'teacher');
    const [first, second] = [await signIn(t, 'student'), await signIn(t, 'student')];
    const [firstId, secondId] = [await userIdOf(first), await userIdOf(second)];
    await solve(firstId, ofType1[0]!, 1);
    await solve(firstId, blocks[0]![1]!, 20);
    const assignments = await assign(teacher, { user_ids: [firstId, secondId], tasks: { '1': 2, '19-21': 1, '2': 0 }, comment: 'К пятнице' });
    expect(assignments.map((a) => a.user_id)).toEqual([firstId, secondId]);
    const [forFirst, forSecond] = assignments;
    expect(forFirst).toMatchObject({ status: 'in_progress', comment: 'К пятнице', progress: { solved: 0, total: 5 }, issued_by: { id: await userIdOf(teacher) } });
    expect([...forFirst!.tasks['1']!].sort((a, b) => a - b)).toEqual([ofType1[1], ofType1[2]]);
    expect(forFirst!.tasks['19-21']).toEqual(blocks[1]);
    expect(Object.keys(forSecond!.tasks).sort()).toEqual(['1', '19-21']);
    expect(new Set(forSecond!.tasks['1']).size).toBe(2);
    expect(blocks).toContainEqual(forSecond!.tasks['19-21']);
    expect(forSecond!.task_list.map((task) => task.type)).toEqual([1, 1, 19, 20, 21]);

    const notifications = (await first.request('GET', '/api/users/notifications/')).json() as NotificationList;
    expect(notifications.notifications).toMatchObject([{ message: 'Вам выдано домашнее задание: К пятнице', related_homework_id: forFirst!.id, is_read: false }]);
    expect((await listOf(second)).active.map((a) => a.id)).toEqual([forSecond!.id]);
  });

  it('refuses with the homework screen’s messages, and assigns to all or none', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const short = await signIn(t, 'student');
    const [studentId, shortId] = [await userIdOf(student), await userIdOf(short)];
    await solve(shortId, blocks[0]![0]!, 19);
    const cases: [Record<string, number>, string][] = [
      [{ '1': 0, '19-21': 0 }, 'Ошибка: выберите хотя бы одну задачу'],
      [{ '1': -4 }, 'Ошибка: выберите хотя бы одну задачу'],
      [{ '1': 1, '19-21': -1 }, 'Некорректное количество для блока 19-21'],
      [{ '19-21': 1.5 }, 'Некорректное количество для блока 19-21'],
      [{ '19-21': 2 }, 'Недостаточно доступных блоков 19-21'],
      [{ '1': 1, '19-21': 5 }, 'Недостаточно доступных блоков 19-21'],
    ];
    for (const [tasks, message] of cases) {
      const response = await teacher.request('POST', homeworkUrl, { json: { user_ids: [studentId, shortId], tasks, comment: '' } });
      expect(response.statusCode, JSON.stringify(tasks)).toBe(400);
      expect(detailOf(response)).toBe(message);
    }
    // Clamped to 99, which the bank has not: selectTasks' own message.
    const tooMany = await teacher.request('POST', homeworkUrl, { json: { user_ids: [studentId], tasks: { '2': 500 } } });
    expect(tooMany.statusCode).toBe(400);
    expect(detailOf(tooMany)).toMatch(/^Ошибка подбора задач: .*тип 2: нужно 99, доступно 2/);
    expect(await listOf(teacher, studentId)).toEqual({ active: [], completed: [], next_cursor: null });
    expect(await t.deps.db('notifications').where({ user_id: studentId })).toEqual([]);
  });
});

describe('who may do what with homework', () => {
  it('keeps students out of assigning and out of another student’s homework', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const otherId = await userIdOf(other);
    const refused = await student.request('POST', homeworkUrl, { json: { user_ids: [otherId], tasks: { '1': 1 } } });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toBe('Доступ только для преподавателей и администраторов');
    const [assignment] = await assign(teacher, { user_ids: [otherId], tasks: { '5': 1 } });
    const peek = await student.request('GET', `${homeworkUrl}?user_id=${otherId}`);
    expect(peek.statusCode).toBe(404);
    expect(detailOf(peek)).toBe('Домашнее задание не найдено');
    for (const response of [
      await student.request('PUT', homeworkUrl, { json: { user_id: otherId, assignment_id: assignment!.id, comment: 'x' } }),
      await student.request('DELETE', homeworkUrl, { json: { user_id: otherId, assignment_id: assignment!.id } }),
    ]) expect(response.statusCode).toBe(403);
    const asVariant = await student.request('POST', `${homeworkUrl}create-variant/`, { json: { homework_id: assignment!.id } });
    expect(asVariant.statusCode).toBe(404);
    expect((await listOf(other)).active).toMatchObject([{ id: assignment!.id, tasks: { '5': [task5] } }]);
    expect((await listOf(teacher, otherId)).active).toHaveLength(1);
  });

  it('lets a teacher change only the homework that teacher issued, and an admin any', async () => {
    const teacher = await signIn(t, 'teacher');
    const otherTeacher = await signIn(t, 'teacher');
    const admin = await signIn(t, 'admin');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [assignment] = await assign(teacher, { user_ids: [studentId], tasks: { '1': 1 }, comment: 'Первое' });
    const ref = { user_id: studentId, assignment_id: assignment!.id };
    for (const response of [
      await otherTeacher.request('PUT', homeworkUrl, { json: { ...ref, comment: 'Чужое' } }),
      await otherTeacher.request('DELETE', homeworkUrl, { json: ref }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(detailOf(response)).toBe('Изменять и удалять домашнее задание может только выдавший его преподаватель или администратор');
    }
    const wrongStudent = await teacher.request('PUT', homeworkUrl, { json: { ...ref, user_id: await userIdOf(admin), comment: 'x' } });
    expect(wrongStudent.statusCode).toBe(404);

    const own = await teacher.request('PUT', homeworkUrl, { json: { ...ref, comment: 'Исправлено' } });
    expect(own.json()).toMatchObject({ comment: 'Исправлено', status: 'edited', tasks: assignment!.tasks });
    const edited = await admin.request('PUT', homeworkUrl, { json: { ...ref, tasks: { '2': 2, '5': 1 } } });
    expect(edited.statusCode, edited.body).toBe(200);
    const redrawn = edited.json() as HomeworkAssignment;
    expect(redrawn).toMatchObject({ status: 'edited', tasks: { '5': [task5] }, progress: { solved: 0, total: 3 } });
    expect([...redrawn.tasks['2']!].sort((a, b) => a - b)).toEqual(ofType2);
    const notifications = (await student.request('GET', '/api/users/notifications/')).json() as NotificationList;
    expect(notifications.notifications.map((n) => n.message)).toEqual(['Домашнее задание изменено', 'Домашнее задание изменено', 'Вам выдано домашнее задание: Первое']);

    const removed = await admin.request('DELETE', homeworkUrl, { json: ref });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listOf(student)).toEqual({ active: [], completed: [], next_cursor: null });
  });
});

describe('doing homework', () => {
  it('walks the current assignment task by task with Next ДЗ, then completes it by itself', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    expect(await nextOf(student)).toEqual({ next_task: null, homework_id: null });
    const [older] = await assign(teacher, { user_ids: [studentId], tasks: { '2': 1 } });
    await t.deps.db('homework_assignments').where({ id: older!.id }).update({ date: new Date(Date.now() - 86_400_000) });
    const [current] = await assign(teacher, { user_ids: [studentId], tasks: { '1': 1, '19-21': 1, '5': 1 } });
    const walked: number[] = [];
    for (let next = await nextOf(student); next.homework_id === current!.id; next = await nextOf(student)) {
      expect(next.next_task).not.toBeNull();
      walked.push(next.next_task!.id);
      if (walked.length === 2) {
        const wrong = await student.request('POST', '/api/tasks/check/', { json: { task_id: next.next_task!.id, user_answer: 'нет' } });
        expect(wrong.json()).toMatchObject({ is_correct: false });
      }
      const checked = await student.request('POST', '/api/tasks/check/', { json: { task_id: next.next_task!.id, user_answer: await answerOf(next.next_task!.id) } });
      expect(checked.json(), checked.body).toMatchObject({ is_correct: true });
    }
    expect(walked).toEqual(current!.task_list.map((task) => task.id));
    // The older assignment is current now.
    expect(await nextOf(student)).toEqual({ next_task: { id: older!.tasks['2']![0], type: 2 }, homework_id: older!.id });
    const list = await listOf(student);
    expect(list.active.map((a) => a.id)).toEqual([older!.id]);
    expect(list.completed).toMatchObject([{ id: current!.id, status: 'completed', progress: { solved: 5, total: 5 } }]);
    expect(list.completed[0]!.task_list[1]).toMatchObject({ solved: true, attempts: 2 });
    expect(list.completed[0]!.task_list[1]!.last_answered_at).not.toBeNull();
  });

  it('opens homework as a homework variant, and counts a task answered right after the variant revealed it', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [assignment] = await assign(teacher, { user_ids: [studentId], tasks: { '2': 1, '5': 1 } });
    const opened = await student.request('POST', `${homeworkUrl}create-variant/`, { json: { homework_id: assignment!.id } });
    expect(opened.statusCode, opened.body).toBe(200);
    const { variant_id } = opened.json() as { variant_id: number };
    const again = await student.request('POST', `${homeworkUrl}create-variant/`, { json: { homework_id: assignment!.id } });
    expect(again.json()).toEqual({ variant_id });
    const variant = (await student.request('GET', `/api/tasks/variants/${variant_id}/`)).json() as VariantDetail;
    expect(variant).toMatchObject({ source: 'homework', owner_id: studentId });
    expect(variant.name).toMatch(/^Вариант ДЗ \d\d\.\d\d\.\d{4}$/);
    expect(variant.tasks.map((task) => task.id)).toEqual(assignment!.task_list.map((task) => task.id));
    const tab = async (name: string) => ((await student.request('GET', `/api/tasks/variants/?tab=${name}`)).json() as VariantPage).results.map((v) => v.id);
    expect(await tab('homework')).toEqual([variant_id]);
    expect(await tab('mine')).toEqual([]);

    // Finished with wrong answers: the results reveal both, so no solve row can follow.
    const [typeTwo, typeFive] = assignment!.task_list.map((task) => task.id);
    const finished = await student.request('POST', `/api/tasks/variants/${variant_id}/finish/`, {
      json: { answers: { [typeTwo!]: { user_answer: 'нет' }, [typeFive!]: { user_answer: '55' } }, elapsed_seconds: 60 },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await nextOf(student)).toEqual({ next_task: { id: typeTwo, type: 2 }, homework_id: assignment!.id });
    const late = await student.request('POST', '/api/tasks/check/', { json: { task_id: typeTwo, user_answer: await answerOf(typeTwo!) } });
    expect(late.json()).toMatchObject({ is_correct: true, experience_gained: 0 });
    expect(await t.deps.db('task_solves').where({ user_id: studentId, task_id: typeTwo })).toEqual([]);
    expect(await nextOf(student)).toEqual({ next_task: null, homework_id: null });
    expect((await listOf(student)).completed).toMatchObject([{ id: assignment!.id, status: 'completed', progress: { solved: 2, total: 2 } }]);
  });
});

describe('the staff homework screen’s reads', () => {
  it('gives per task the attempts and the time spent, adding up separate openings, for every assignment in one list', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const [assignment] = await assign(teacher, { user_ids: [studentId], tasks: { '2': 2 } });
    const [first, second] = assignment!.task_list.map((task) => task.id);
    const check = (task_id: number, user_answer: string, solving_time: number) =>
      student.request('POST', '/api/tasks/check/', { json: { task_id, user_answer, solving_time } });
    // One opening: wrong at 40 s, right at 70 s on the same timer; the other task: two openings, 25 s and 15 s.
    await check(first!, 'нет', 40);
    await check(first!, await answerOf(first!), 70);
    await check(second!, 'нет', 25);
    await check(second!, 'нет', 15);
    await assign(teacher, { user_ids: [studentId], tasks: { '5': 1 } });

    const list = await listOf(teacher, studentId);
    expect(list.active).toHaveLength(2);
    const listed = list.active.find((a) => a.id === assignment!.id)!;
    expect(listed.progress).toEqual({ solved: 1, total: 2 });
    expect(listed.task_list).toMatchObject([
      { id: first, solved: true, attempts: 2, time_spent: 70 },
      { id: second, solved: false, attempts: 2, time_spent: 40 },
    ]);
    expect(list.active.find((a) => a.id !== assignment!.id)!.task_list).toMatchObject([{ id: task5, attempts: 0, time_spent: 0, last_answered_at: null }]);
  });

  it('tells staff which task types a student has solved, and nobody else', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const url = `${homeworkUrl}solved-types/?user_id=${studentId}`;
    expect((await teacher.request('GET', url)).json()).toEqual({ types: [] });
    await solve(studentId, ofType2[0]!, 2);
    await solve(studentId, ofType2[1]!, 2);
    await solve(studentId, blocks[0]![0]!, 19);
    await solve(studentId, ofType1[0]!, 1);
    expect((await teacher.request('GET', url)).json()).toEqual({ types: [1, 2, 19] });
    const refused = await student.request('GET', url);
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toBe('Доступ только для преподавателей и администраторов');
  });
});
