import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiedUploadsSuffix, copyLocalUploads } from '@ege/core/storage/copy-local-uploads';
import { documentFixtures } from '@ege/core/tasks/checking/document-fixtures';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fiveMb = randomBytes(5 * 1024 * 1024);
const key = 'tasks/abcdef012345-данные.txt';
const url = `/media/${encodeURI(key)}`;

describe('/media from the shared storage', () => {
  beforeAll(async () => {
    await t.deps.storage.save(key, fiveMb);
  });

  it('serves a 5 MB file whole, with its type, disposition, length and a strong ETag', async () => {
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fiveMb)).toBe(true);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-length']).toBe(String(fiveMb.length));
    expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('данные.txt')}`);
    expect(served.headers.etag).toBe(`"${createHash('sha256').update(fiveMb).digest('hex')}"`);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['accept-ranges']).toBe('bytes');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { etag } = (await t.app.inject({ method: 'HEAD', url })).headers;
    const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('answers a byte range across a chunk boundary with 206, and one past the end with 416', async () => {
    const start = 1024 * 1024 - 10;
    const partial = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${start}-${start + 99}` } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes ${start}-${start + 99}/${fiveMb.length}`);
    expect(partial.rawPayload.equals(fiveMb.subarray(start, start + 100))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-7' } });
    expect(tail.rawPayload.equals(fiveMb.subarray(-7))).toBe(true);

    const stale = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);

    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${fiveMb.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${fiveMb.length}`);
    expect(past.json()).toEqual({ detail: 'Запрошенный диапазон байтов вне файла' });
  });

  it('shows images inline and answers a missing or removed file with a JSON 404', async () => {
    await t.deps.storage.save('avatars/1-aa.png', Buffer.from('not really a png'));
    const image = await t.app.inject({ method: 'GET', url: '/media/avatars/1-aa.png' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline');

    await t.deps.storage.remove('avatars/1-aa.png');
    for (const missing of ['/media/avatars/1-aa.png', '/media/tasks/%2E%2E/kept.txt', '/media/']) {
      const answer = await t.app.inject({ method: 'GET', url: missing });
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Не найдено' });
    }
  });

  it('answers a path that can name no file (NUL, a control character, a backslash, an empty segment) with a JSON 404, before the storage', async () => {
    await t.deps.storage.save('comments/ab.png', Buffer.from('png'));
    const paths = ['/media/%00', '/media/tasks/1/%00', '/media/comments/a%00b.png', '/media/comments/a%00', '/media/comments/ab.png%00', '/media/a%0Ab', '/media/a%5Cb', '/media/a//b', `/media/${'a'.repeat(501)}`];
    for (const path of paths) {
      const answer = await t.app.inject({ method: 'GET', url: path });
      expect([answer.statusCode, answer.json()], path).toEqual([404, { detail: 'Не найдено' }]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/comments/ab.png' })).statusCode).toBe(200);
  });

  it('serves an empty file as an empty 200', async () => {
    await t.deps.storage.save('tasks/empty.txt', Buffer.alloc(0));
    const empty = await t.app.inject({ method: 'GET', url: '/media/tasks/empty.txt' });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-length']).toBe('0');
  });
});

describe('files saved inside transactions', () => {
  it('twenty task uploads with files at once all finish: saving a file never waits on the pool its transaction holds', async () => {
    const author = await signIn(t, 'author');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ type: '24', difficulty: '1', text: `<p>Задача ${i}</p>`, answer: String(i) })) form.append(name, value);
        form.append('attachments', new Blob([documentFixtures.txt]), `${i}.txt`);
        return author.request('POST', '/api/tasks/', { payload: form });
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(200));
    // knex gives up on a starved pool only after 60 s; all twenty take a few seconds at most.
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 90_000);
});

describe('files left in DATA_DIR/uploads by an older version', () => {
  it('are copied into the shared storage once, keeping what is stored, skipping symlinks, and the folder is set aside', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ege-old-uploads-'));
    try {
      const uploads = join(dataDir, 'uploads');
      await mkdir(join(uploads, 'avatars'), { recursive: true });
      await writeFile(join(uploads, 'avatars', '7-old.png'), 'old avatar');
      await writeFile(join(uploads, 'kept.txt'), 'on disk');
      await symlink('/etc/passwd', join(uploads, 'link.txt'));
      await t.deps.storage.save('kept.txt', Buffer.from('already stored'));

      expect(await copyLocalUploads(uploads, t.deps.storage)).toBe(1);
      expect((await t.deps.storage.read('avatars/7-old.png')).toString()).toBe('old avatar');
      expect((await t.deps.storage.read('kept.txt')).toString()).toBe('already stored');
      expect(await t.deps.storage.stat('link.txt')).toBeNull();
      expect(existsSync(uploads)).toBe(false);
      expect(existsSync(`${uploads}${copiedUploadsSuffix}`)).toBe(true);
      expect(await copyLocalUploads(uploads, t.deps.storage)).toBe(0);

      const served = await t.app.inject({ method: 'GET', url: '/media/avatars/7-old.png' });
      expect(served.body).toBe('old avatar');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
