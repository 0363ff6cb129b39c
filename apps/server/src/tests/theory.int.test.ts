import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFixtures as f } from '@ege/core/tasks/checking/document-fixtures';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let admin: HttpClient;
let author: HttpClient;
let student: HttpClient;
let guest: HttpClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, author, student] = await Promise.all([signIn(t, 'admin'), signIn(t, 'author'), signIn(t, 'student')]);
  guest = new HttpClient(t.app);
});
afterAll(async () => t.close());

type Theory = { id: number; task_number: number; title: string; description: string; content: string; difficulty: number; status: string; tags: string[]; author_username: string | null };

const bundledDir = fileURLToPath(new URL('../../../web/public/theory/', import.meta.url));
const bundledTitleOf = (folder: string) => /<h1>([\s\S]*?)<\/h1>/.exec(readFileSync(`${bundledDir}${folder}/text.html`, 'utf8'))![1]!;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function create(client: HttpClient, body: Record<string, unknown>): Promise<Theory> {
  const response = await client.request('POST', '/api/theory/', { json: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Theory;
}

async function update(client: HttpClient, id: number, body: Record<string, unknown>): Promise<Theory> {
  const response = await client.request('PUT', `/api/theory/${id}/`, { json: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Theory;
}

const page = (folder: string) => guest.request('GET', `/theory/${folder}/text.html`);
const rowCount = async () => Number(((await t.deps.db('theory').count({ n: '*' }).first()) as { n: string }).n);

describe('the theory frame /theory/{type}/text.html', () => {
  it('serves the bundled page while the type has no published theory, revalidated on every load', async () => {
    const response = await page('5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${bundledTitleOf('5')}</h1>`);
  });

  it('shows a draft only once it is published, in the bundled shell, and an edit on the next load', async () => {
    const draft = await create(admin, { task_number: 5, title: 'Анализ алгоритмов: свой разбор', description: 'Коротко о главном', content: '<p>Черновой текст</p>', status: 'draft', tags: ['алгоритмы'] });
    expect(draft.status).toBe('draft');
    expect((await page('5')).body).not.toContain('Черновой текст');

    await update(author, draft.id, { status: 'published' });
    const published = await page('5');
    expect(published.body).toContain('<h1>Анализ алгоритмов: свой разбор</h1>');
    expect(published.body).toContain('<p class="lead">Коротко о главном</p>');
    expect(published.body).toContain('<p>Черновой текст</p>');
    expect(published.body).toContain('<link rel="stylesheet" href="../theory.css">');
    expect(published.body).toContain('<script src="../theory.js"></script>');
    expect(published.headers['cache-control']).toBe('no-cache');

    const etag = published.headers.etag as string;
    expect((await guest.request('GET', '/theory/5/text.html', { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await update(admin, draft.id, { content: '<p>Исправленный текст</p>' });
    const edited = await guest.request('GET', '/theory/5/text.html', { headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('<p>Исправленный текст</p>');
  });

  it('falls back to the bundled page when the published theory is archived', async () => {
    const [current] = (await (await student.request('GET', '/api/theory/?task_number=5')).json()) as Theory[];
    await update(admin, current!.id, { status: 'archived' });
    const response = await page('5');
    expect(response.body).toContain(`<h1>${bundledTitleOf('5')}</h1>`);
    expect(response.body).not.toContain('Исправленный текст');
  });

  it('publishing a second page of a type archives the first: the frame shows the newest', async () => {
    const first = await create(admin, { task_number: 6, title: 'Первая', status: 'published' });
    const second = await create(author, { task_number: 6, title: 'Вторая', status: 'published' });
    expect((await page('6')).body).toContain('<h1>Вторая</h1>');
    const stored = (await t.deps.db('theory').where({ id: first.id }).first())!;
    expect(stored.status).toBe('archived');
    expect(second.author_username).toMatch(/^author_/);
  });

  it('keeps 19, 20 and 21 as one page, 19-21', async () => {
    const block = await create(admin, { task_number: 20, title: 'Теория игр', status: 'published' });
    expect(block.task_number).toBe(19);
    expect((await page('19-21')).body).toContain('<p class="eyebrow">ЕГЭ по информатике · Задания 19–21</p>');
    const list = (await (await guest.request('GET', '/api/theory/?task_number=21')).json()) as Theory[];
    expect(list.map((item) => item.id)).toEqual([block.id]);
  });

  it('answers 404 for a type that has no page', async () => {
    for (const folder of ['0', '19', '28', 'abc']) {
      const response = await page(folder);
      expect(response.statusCode, folder).toBe(404);
      expect(response.body).toBe('Теория не найдена');
    }
  });
});

describe('theory reading', () => {
  it('hides drafts and archived pages from students and guests, not from editors', async () => {
    const draft = await create(admin, { task_number: 7, title: 'Черновик 7' });
    expect((await student.request('GET', `/api/theory/${draft.id}/`)).json()).toEqual({ detail: 'Теория не найдена' });
    expect((await guest.request('GET', `/api/theory/${draft.id}/`)).statusCode).toBe(404);
    expect((await author.request('GET', `/api/theory/${draft.id}/`)).statusCode).toBe(200);
    const studentList = (await (await student.request('GET', '/api/theory/?task_number=7')).json()) as Theory[];
    expect(studentList).toEqual([]);
    const adminList = (await (await admin.request('GET', '/api/theory/?task_number=7')).json()) as Theory[];
    expect(adminList.map((item) => item.id)).toEqual([draft.id]);
  });
});

describe('theory writes: rights and bad input', () => {
  it('refuses students (403) and guests (401) on every write, and changes nothing', async () => {
    const theory = await create(admin, { task_number: 8, title: 'Комбинаторика', content: '<p>Было</p>', status: 'published' });
    const before = await rowCount();
    const forbidden = { detail: 'Доступ только для авторов и администраторов' };
    expect((await student.request('POST', '/api/theory/', { json: { task_number: 8, title: 'X' } })).json()).toEqual(forbidden);
    const put = await student.request('PUT', `/api/theory/${theory.id}/`, { json: { content: '<p>Стало</p>' } });
    expect(put.statusCode).toBe(403);
    const del = await student.request('DELETE', `/api/theory/${theory.id}/`);
    expect(del.statusCode).toBe(403);
    expect((await guest.request('POST', '/api/theory/', { json: { task_number: 8, title: 'X' } })).statusCode).toBe(401);
    expect((await student.trpcMutation('theory.create', { task_number: 8, title: 'X' })).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
    expect((await page('8')).body).toContain('<p>Было</p>');
  });

  it('answers bad input in Russian and changes nothing', async () => {
    const theory = await create(admin, { task_number: 9, title: 'Таблицы', content: '<p>Было</p>' });
    const before = await rowCount();
    const cases: [string, 'POST' | 'PUT', Record<string, unknown>, string][] = [
      ['/api/theory/', 'POST', { task_number: 9, title: '   ' }, 'Заголовок обязателен'],
      ['/api/theory/', 'POST', { task_number: 9 }, 'Заголовок обязателен'],
      ['/api/theory/', 'POST', { task_number: 0, title: 'A' }, 'Номер задания — число от 1 до 27'],
      ['/api/theory/', 'POST', { task_number: 28, title: 'A' }, 'Номер задания — число от 1 до 27'],
      ['/api/theory/', 'POST', { task_number: 'пять', title: 'A' }, 'Номер задания — число от 1 до 27'],
      ['/api/theory/', 'POST', { task_number: 9, title: 'A', status: 'hidden' }, 'Статус — draft (черновик), published (опубликовано) или archived (в архиве)'],
      ['/api/theory/', 'POST', { task_number: 9, title: 'A', difficulty: 4 }, 'Сложность — 1, 2 или 3'],
      [`/api/theory/${theory.id}/`, 'PUT', { title: '' }, 'Заголовок обязателен'],
      [`/api/theory/${theory.id}/`, 'PUT', { task_number: 30 }, 'Номер задания — число от 1 до 27'],
    ];
    for (const [url, method, body, detail] of cases) {
      const response = await admin.request(method, url, { json: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { detail: string }).detail).toBe(detail);
    }
    expect(await rowCount()).toBe(before);
    expect((await t.deps.db('theory').where({ id: theory.id }).first())?.content).toBe('<p>Было</p>');
    expect((await admin.request('GET', '/api/theory/?task_number=99')).json()).toEqual({ detail: 'Номер задания — число от 1 до 27', errors: { task_number: ['Номер задания — число от 1 до 27'] } });
  });

  it('answers a missing id with 404 in Russian', async () => {
    for (const [method, json] of [['GET', undefined], ['PUT', { title: 'A' }], ['DELETE', undefined]] as const) {
      const response = await admin.request(method, '/api/theory/999999/', json ? { json } : {});
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ detail: 'Теория не найдена' });
    }
  });

  it('strips scripts and handlers from the content, on create and on update', async () => {
    const theory = await create(admin, { task_number: 10, title: 'Поиск', content: '<p onclick="alert(1)">Текст</p><script>alert(2)</script><p class="tip">Совет</p>', status: 'published' });
    expect(theory.content).toBe('<p>Текст</p><p class="tip">Совет</p>');
    const updated = await update(admin, theory.id, { content: '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' });
    expect(updated.content).toBe('<img src="x" />');
    expect((await page('10')).body).not.toMatch(/alert|iframe/);
  });

  it('deletes a page: the frame goes back to the bundled one', async () => {
    const theory = await create(admin, { task_number: 11, title: 'Объём', status: 'published' });
    const response = await author.request('DELETE', `/api/theory/${theory.id}/`);
    expect(response.json()).toEqual({ detail: 'Теория удалена' });
    expect((await page('11')).body).toContain(`<h1>${bundledTitleOf('11')}</h1>`);
  });
});

describe('POST /theory/upload-image/', () => {
  const form = (name: string, data: Buffer) => {
    const body = new FormData();
    body.append('file', new Blob([data]), name);
    return body;
  };

  it('stores an image checked by its bytes and answers its location', async () => {
    const response = await author.request('POST', '/api/theory/upload-image/', { payload: form('схема.png', png) });
    expect(response.statusCode, response.body).toBe(200);
    const { location } = response.json() as { location: string };
    expect(location).toMatch(/^\/media\/theory-images\/[0-9a-f]+\.png$/);
    const image = await guest.request('GET', location);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is no image whatever its name says, and anyone who does not edit theory', async () => {
    const pdf = await admin.request('POST', '/api/theory/upload-image/', { payload: form('x.png', f.pdf) });
    expect(pdf.statusCode).toBe(400);
    expect((pdf.json() as { detail: string }).detail).toBe('Пожалуйста, выберите изображение');
    const empty = await admin.request('POST', '/api/theory/upload-image/', { json: {} });
    expect(empty.statusCode).toBe(400);
    expect((await student.request('POST', '/api/theory/upload-image/', { payload: form('a.png', png) })).statusCode).toBe(403);
    expect((await guest.request('POST', '/api/theory/upload-image/', { payload: form('a.png', png) })).statusCode).toBe(401);
  });
});
