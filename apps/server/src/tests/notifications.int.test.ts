import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import type { Notification, NotificationList } from '@ege/core/notifications/notification-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTask(t.deps.db, { type: 3, difficulty: 1, text: '<p>Третье</p>', answer: { kind: 'field', value: '3' } });
});
afterAll(async () => t.close());

const url = '/api/users/notifications/';
const userIdOf = async (client: HttpClient): Promise<number> => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const listOf = async (client: HttpClient): Promise<NotificationList> => {
  const response = await client.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationList;
};
const detailOf = (response: { json(): unknown }) => (response.json() as { detail: string }).detail;

describe('notifications', () => {
  it('come with homework and from teachers, newest first, and are read and deleted by their owner only', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    expect(await listOf(student)).toEqual({ notifications: [], unread_count: 0 });

    const assigned = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], tasks: { '3': 1 }, comment: 'Повторить тип 3' } });
    const [homework] = assigned.json() as HomeworkAssignment[];
    const sent = await teacher.request('POST', url, { json: { user_id: studentId, message: 'Не забудь про ДЗ', related_homework_id: homework!.id } });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = await listOf(student);
    expect(list.unread_count).toBe(2);
    expect(list.notifications).toMatchObject([
      { message: 'Не забудь про ДЗ', related_homework_id: homework!.id, is_read: false, user_id: studentId },
      { message: 'Вам выдано домашнее задание: Повторить тип 3', related_homework_id: homework!.id, is_read: false },
    ]);
    const [latest, first] = list.notifications as [Notification, Notification];

    for (const response of [
      await other.request('PUT', url, { json: { notification_id: latest.id } }),
      await other.request('DELETE', url, { json: { notification_id: latest.id } }),
      await student.request('PUT', url, { json: { notification_id: 999_999 } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(detailOf(response)).toBe('Уведомление не найдено');
    }
    expect(await listOf(other)).toEqual({ notifications: [], unread_count: 0 });

    const read = await student.request('PUT', url, { json: { notification_id: first.id } });
    expect(read.json()).toMatchObject({ id: first.id, is_read: true });
    expect((await listOf(student)).unread_count).toBe(1);
    const removed = await student.request('DELETE', url, { json: { notification_id: latest.id } });
    expect(removed.statusCode).toBe(200);
    expect(await listOf(student)).toMatchObject({ notifications: [{ id: first.id, is_read: true }], unread_count: 0 });

    // Deleting the homework keeps its notification, no longer linked.
    await teacher.request('DELETE', '/api/users/homework/', { json: { user_id: studentId, assignment_id: homework!.id } });
    expect((await listOf(student)).notifications).toMatchObject([{ id: first.id, related_homework_id: null }]);
  });

  it('are sent by teachers and admins only, about a homework of that user', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const [studentId, otherId] = [await userIdOf(student), await userIdOf(other)];
    const refused = await student.request('POST', url, { json: { user_id: otherId, message: 'Привет' } });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toBe('Доступ только для преподавателей и администраторов');
    const [homework] = (await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [otherId], tasks: { '3': 1 } } })).json() as HomeworkAssignment[];
    const foreign = await teacher.request('POST', url, { json: { user_id: studentId, message: 'Чужое ДЗ', related_homework_id: homework!.id } });
    expect(foreign.statusCode).toBe(404);
    expect(detailOf(foreign)).toBe('Домашнее задание не найдено');
    const nobody = await teacher.request('POST', url, { json: { user_id: 999_999, message: 'Никому' } });
    expect(nobody.statusCode).toBe(404);
    const blank = await teacher.request('POST', url, { json: { user_id: studentId, message: '   ' } });
    expect(blank.statusCode).toBe(400);
    const admin = await signIn(t, 'admin');
    const fromAdmin = await admin.request('POST', url, { json: { user_id: studentId, message: 'От администратора' } });
    expect(fromAdmin.json()).toMatchObject({ user_id: studentId, message: 'От администратора', related_homework_id: null, is_read: false });
  });
});
