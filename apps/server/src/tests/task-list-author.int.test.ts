import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

/* GET /api/tasks/tasks/?author=…: the filter `ege export --author` uses, and the import key each task carries. */

let t: TestApp;
let author: HttpClient;
let other: HttpClient;
let admin: HttpClient;
const authorName = `list_author_${process.pid}`;
const otherName = `list_other_${process.pid}`;

type Listed = { count: number; results: { id: number; type: number; import_key: string | null; block_id: number | null }[] };

beforeAll(async () => {
  t = await createTestApp();
  [author, other, admin] = await Promise.all([signIn(t, 'author', authorName), signIn(t, 'author', otherName), signIn(t, 'admin')]);
  const post = async (client: HttpClient, path: string, json: Record<string, unknown>) => {
    const response = await client.request('POST', path, { json });
    expect(response.statusCode, response.body).toBe(200);
  };
  await post(author, '/api/tasks/tasks/', { type: 5, difficulty: 1, text: '<p>Задание автора</p>', answer: '7' });
  await post(author, '/api/tasks/import/', { type: 6, difficulty: 2, text: '<p>Импортированное</p>', answer: '8', import_key: 'bank/06-a', import_hash: 'a'.repeat(64) });
  await post(author, '/api/tasks/import/', {
    type: '19-21',
    difficulty: 2,
    condition: '<p>Камни</p>',
    question_19: 'Первый',
    answer_19: '1',
    question_20: 'Второй',
    answer_20: '2 3',
    question_21: 'Третий',
    answer_21: '4',
    import_key: 'stones',
    import_hash: 'b'.repeat(64),
  });
  await post(other, '/api/tasks/tasks/', { type: 5, difficulty: 1, text: '<p>Чужое</p>', answer: '9' });
});
afterAll(async () => t.close());

const list = async (client: HttpClient, query: string) => {
  const response = await client.request('GET', `/api/tasks/tasks/?page_size=100${query}`);
  return { status: response.statusCode, body: response.json() as Listed & { detail?: string } };
};

describe('the authoring list by author', () => {
  it('an admin gets one author\'s tasks with their import keys (a block\'s for its questions)', async () => {
    const { status, body } = await list(admin, `&author=${authorName}`);
    expect(status).toBe(200);
    expect(body.count).toBe(5);
    const keys = body.results.map((task) => [task.type, task.import_key]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(keys).toEqual([[5, null], [6, 'bank/06-a'], [19, 'stones'], [20, 'stones'], [21, 'stones']]);
    expect((await list(admin, `&author=${authorName}&type=19-21`)).body.count).toBe(3);
    expect((await list(admin, '')).body.count).toBeGreaterThanOrEqual(6);
  });

  it('an author may name only themself; an unknown name is not found', async () => {
    expect((await list(author, `&author=${authorName}`)).body.count).toBe(5);
    const foreign = await list(author, `&author=${otherName}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe('Задания других авторов видит только администратор');
    const unknown = await list(admin, '&author=nobody_here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Пользователь nobody_here не найден');
  });
});
