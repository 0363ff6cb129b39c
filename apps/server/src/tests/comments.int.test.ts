import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let taskId: number;
beforeAll(async () => {
  t = await createTestApp();
  taskId = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>x</p>', answer: { kind: 'field', value: '1' } });
});
afterAll(async () => t.close());

type View = { id: number; text: string; author: { username: string }; replies: View[]; likes_count: number; dislikes_count: number; my_vote: boolean | null; can_edit: boolean; is_deleted: boolean; attachments: { file: string }[] };

const list = async (client: HttpClient) => (await client.request('GET', `/api/comments/?content_type=task&object_id=${taskId}&app_label=tasks`)).json() as View[];
const post = (client: HttpClient, text: string, parent?: number) =>
  client.request('POST', '/api/comments/', { json: { text, content_type: 'task', app_label: 'tasks', object_id: taskId, parent: parent ?? null } });

describe('comments under a task', () => {
  it('threads replies, refuses blank text and guests, and shows text as typed', async () => {
    const anna = await signIn(t, 'student', 'anna');
    const boris = await signIn(t, 'student', 'boris');
    const root = (await post(anna, '<b>Как решать?</b>')).json() as { id: number };
    const reply = (await post(boris, 'Перебором', root.id)).json() as { id: number };
    await post(anna, 'Спасибо!', reply.id);
    expect((await post(anna, '   ')).json()).toMatchObject({ detail: 'Комментарий не может быть пустым' });
    const guest = new HttpClient(t.app);
    expect((await post(guest, 'гость')).statusCode).toBe(401);

    const thread = await list(guest);
    expect(thread).toHaveLength(1);
    expect(thread[0]!.text).toBe('<b>Как решать?</b>');
    expect(thread[0]!.replies[0]!.author.username).toBe('boris');
    expect(thread[0]!.replies[0]!.replies[0]!.text).toBe('Спасибо!');
    expect(thread[0]!.can_edit).toBe(false);
  });

  it('lets the author, moderators and admins edit and delete, and nobody else', async () => {
    const author = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const moderator = await signIn(t, 'moderator');
    const { id } = (await post(author, 'Первый вариант')).json() as { id: number };
    expect((await other.request('PUT', `/api/comments/${id}/`, { json: { text: 'взлом' } })).statusCode).toBe(403);
    expect((await other.request('DELETE', `/api/comments/${id}/`)).statusCode).toBe(403);
    expect((await author.request('PUT', `/api/comments/${id}/`, { json: { text: 'Исправлено' } })).statusCode).toBe(200);
    expect((await moderator.request('PUT', `/api/comments/${id}/`, { json: { text: 'Поправил модератор' } })).statusCode).toBe(200);
    const mine = (await list(author)).find((c) => c.id === id)!;
    expect(mine).toMatchObject({ text: 'Поправил модератор', can_edit: true });
    expect((await moderator.request('DELETE', `/api/comments/${id}/`)).statusCode).toBe(200);
    expect((await list(author)).find((c) => c.id === id)).toBeUndefined();
  });

  it('keeps a deleted comment as a placeholder while it has replies', async () => {
    const author = await signIn(t, 'student');
    const admin = await signIn(t, 'admin');
    const { id } = (await post(author, 'Вопрос')).json() as { id: number };
    await post(admin, 'Ответ', id);
    await author.request('DELETE', `/api/comments/${id}/`);
    const placeholder = (await list(author)).find((c) => c.id === id)!;
    expect(placeholder).toMatchObject({ is_deleted: true, text: 'Комментарий удалён', can_edit: false });
    expect(placeholder.replies[0]!.text).toBe('Ответ');
  });

  it('counts one vote per user, changeable and revocable', async () => {
    const author = await signIn(t, 'student');
    const voter = await signIn(t, 'student');
    const { id } = (await post(author, 'Голосуем')).json() as { id: number };
    const vote = (isLike: boolean) => voter.request('POST', `/api/comments/${id}/like/`, { json: { is_like: isLike } }).then((r) => r.json());
    expect(await vote(true)).toEqual({ likes_count: 1, dislikes_count: 0, my_vote: true });
    expect(await vote(true)).toEqual({ likes_count: 0, dislikes_count: 0, my_vote: null });
    await vote(true);
    expect(await vote(false)).toEqual({ likes_count: 0, dislikes_count: 1, my_vote: false });
    expect((await list(voter)).find((c) => c.id === id)).toMatchObject({ dislikes_count: 1, my_vote: false });
  });

  it('takes image attachments on one own comment only', async () => {
    const author = await signIn(t, 'student');
    const other = await signIn(t, 'student');
    const { id } = (await post(author, 'С картинкой')).json() as { id: number };
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([png]), 'a.png');
      return data;
    };
    expect((await other.request('POST', `/api/comments/${id}/attachments/`, { payload: form() })).statusCode).toBe(403);
    const attached = await author.request('POST', `/api/comments/${id}/attachments/`, { payload: form() });
    expect(attached.statusCode).toBe(200);
    expect((await list(author)).find((c) => c.id === id)!.attachments[0]!.file).toMatch(/^\/media\/comments\//);
  });
});
