import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

type News = { id: number; title: string; content: string; short_content: string; priority: number; tags: string[]; is_published: boolean; author_username: string | null; date: string };

const clock = createSettableClock('2026-11-20T10:00:00Z');
let t: TestApp;
let admin: HttpClient;
let student: HttpClient;
let guest: HttpClient;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signIn(t, 'admin', 'news_admin');
  student = await signIn(t, 'student');
  guest = new HttpClient(t.app);
});
afterAll(async () => t.close());

const create = async (fields: Record<string, unknown>): Promise<News> => {
  const response = await admin.request('POST', '/api/news/', { json: { content: '<p>Текст</p>', ...fields } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as News;
};
const titles = async (client: HttpClient, url = '/api/news/') => ((await client.request('GET', url)).json() as News[]).map((n) => n.title);

describe('news', () => {
  it('lets an admin write, edit, hide, show and delete a news item', async () => {
    const written = await create({ title: 'Пробный ЕГЭ', content: '<p>В субботу <b>пробник</b></p>', short_content: 'В субботу', tags: ['ЕГЭ', 'пробник', 'егэ'] });
    expect(written).toMatchObject({
      title: 'Пробный ЕГЭ',
      content: '<p>В субботу <b>пробник</b></p>',
      short_content: 'В субботу',
      priority: 0,
      tags: ['ЕГЭ', 'пробник'],
      is_published: true,
      author_username: 'news_admin',
      date: '2026-11-20T10:00:00.000Z',
    });

    const edited = await admin.request('PUT', `/api/news/${written.id}/`, { json: { title: 'Пробный ЕГЭ в субботу', priority: 5 } });
    expect(edited.json()).toMatchObject({ title: 'Пробный ЕГЭ в субботу', priority: 5, short_content: 'В субботу', date: '2026-11-20T10:00:00.000Z' });

    const hidden = await admin.request('POST', `/api/news/${written.id}/toggle-publish/`);
    expect(hidden.json()).toEqual({ id: written.id, is_published: false });
    expect((await admin.request('GET', `/api/news/${written.id}/`)).json()).toMatchObject({ is_published: false });
    const shown = await admin.request('POST', `/api/news/${written.id}/toggle-publish/`);
    expect(shown.json()).toEqual({ id: written.id, is_published: true });

    const deleted = await admin.request('DELETE', `/api/news/${written.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await admin.request('GET', `/api/news/${written.id}/`)).statusCode).toBe(404);
  });

  it('orders by priority, then the newest; the recent block by date alone', async () => {
    clock.set('2026-11-21T10:00:00Z');
    await create({ title: 'Старая важная', priority: 10 });
    clock.set('2026-11-22T10:00:00Z');
    await create({ title: 'Обычная' });
    clock.set('2026-11-23T10:00:00Z');
    await create({ title: 'Свежая' });
    expect(await titles(guest)).toEqual(['Старая важная', 'Свежая', 'Обычная']);
    expect(await titles(guest, '/api/news/recent/?limit=2')).toEqual(['Свежая', 'Обычная']);
  });

  it('shows students and guests only published news; a hidden one is a 404 to them', async () => {
    const hidden = await create({ title: 'Черновик объявления', is_published: false });
    expect(await titles(admin)).toContain('Черновик объявления');
    for (const client of [student, guest]) {
      expect(await titles(client)).not.toContain('Черновик объявления');
      expect(await titles(client, '/api/news/recent/?limit=20')).not.toContain('Черновик объявления');
      const one = await client.request('GET', `/api/news/${hidden.id}/`);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ detail: 'Новость не найдена' });
    }
    expect(trpcData<News[]>(await student.trpcQuery('news.list')).map((n) => n.title)).not.toContain('Черновик объявления');
  });

  it('refuses every write to a student (403) and a guest (401), changing nothing', async () => {
    const item = await create({ title: 'Не трогать' });
    const before = await titles(admin);
    for (const [client, status] of [[student, 403], [guest, 401]] as const) {
      const attempts = [
        client.request('POST', '/api/news/', { json: { title: 'Взлом', content: '<p>x</p>' } }),
        client.request('PUT', `/api/news/${item.id}/`, { json: { title: 'Взлом' } }),
        client.request('DELETE', `/api/news/${item.id}/`),
        client.request('POST', `/api/news/${item.id}/toggle-publish/`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(status);
        expect((response.json() as { detail: string }).detail).toMatch(/[А-Яа-я]/);
      }
    }
    expect((await student.request('POST', '/api/news/', { json: { title: 'Взлом', content: '<p>x</p>' } })).json()).toEqual({ detail: 'Доступ только для администратора' });
    const teacher = await signIn(t, 'teacher');
    expect((await teacher.request('DELETE', `/api/news/${item.id}/`)).statusCode).toBe(403);
    expect(await titles(admin)).toEqual(before);
  });

  it('strips scripts and handlers from the content as from a task’s text', async () => {
    const item = await create({ title: 'Осторожно', content: '<p onclick="steal()">Привет<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>' });
    expect(item.content).toBe('<p>Привет</p>');
    const edited = (await admin.request('PUT', `/api/news/${item.id}/`, { json: { content: '<img src="x" onerror="alert(1)"><p>ok</p>' } })).json() as News;
    expect(edited.content).toBe('<img src="x" /><p>ok</p>');
    const onlyScript = await admin.request('POST', '/api/news/', { json: { title: 'Пусто', content: '<script>alert(1)</script>' } });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json()).toMatchObject({ detail: 'Введите текст новости', errors: { content: ['Введите текст новости'] } });
  });

  it('answers a missing id with 404 and bad input with a Russian 400, changing nothing', async () => {
    const before = await titles(admin);
    for (const [method, url] of [['GET', '/api/news/999999/'], ['PUT', '/api/news/999999/'], ['DELETE', '/api/news/999999/'], ['POST', '/api/news/999999/toggle-publish/']] as const) {
      const response = await admin.request(method, url, method === 'PUT' ? { json: { title: 'x' } } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Новость не найдена' });
    }
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: '   ', content: '<p>x</p>' }, /заголовок/],
      [{ content: '<p>x</p>' }, /заголовок/],
      [{ title: 'x', content: '<p>x</p>', priority: 'высокий' }, /Приоритет/],
      [{ title: 'x', content: '<p>x</p>', priority: 1.5 }, /Приоритет/],
      [{ title: 'x', content: '<p>x</p>', tags: 'ЕГЭ' }, /Теги/],
      [{ title: 'x', content: '<p>x</p>', tags: [''] }, /Тег/],
      [{ title: 'x', content: '<p>x</p>', is_published: 'да' }, /is_published/],
      [{ title: 'x'.repeat(201), content: '<p>x</p>' }, /200/],
    ];
    for (const [json, message] of bad) {
      const response = await admin.request('POST', '/api/news/', { json });
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
      expect((response.json() as { detail: string }).detail).toMatch(message);
    }
    expect((await admin.request('GET', '/api/news/abc/')).statusCode).toBe(400);
    expect((await guest.request('GET', '/api/news/recent/?limit=0')).statusCode).toBe(400);
    expect(await titles(admin)).toEqual(before);
  });

  it('documents the spec paths, the delete as a 204', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/news'))).toEqual(['/news/', '/news/recent/', '/news/{id}/', '/news/{id}/toggle-publish/']);
    expect(Object.keys(document.paths['/news/{id}/']!.delete!.responses)).toContain('204');
    expect(Object.keys(document.paths['/news/{id}/']!.delete!.responses)).not.toContain('200');
  });
});
