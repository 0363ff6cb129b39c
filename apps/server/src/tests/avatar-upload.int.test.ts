import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function form(file: Buffer, name: string, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(extra)) data.append(k, v);
  data.append('avatar', new Blob([file], { type: 'image/png' }), name);
  return data;
}

describe('avatar upload through PUT /api/users/profile/ form-data', () => {
  it('stores an image, serves it, and replaces the old file', async () => {
    const client = await signIn(t, 'student');
    const first = await client.request('PUT', '/api/users/profile/', { payload: form(png, 'me.png', { username: 'avatar_owner' }) });
    expect(first.statusCode).toBe(200);
    const profile = first.json() as { avatar: string; username: string };
    expect(profile.username).toBe('avatar_owner');
    expect(profile.avatar).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: profile.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const second = await client.request('PUT', '/api/users/profile/', { payload: form(png, 'again.png') });
    expect((second.json() as { avatar: string }).avatar).not.toBe(profile.avatar);
    expect(await t.deps.db('stored_files').whereLike('key', 'avatars/%')).toHaveLength(1);
  });

  it('refuses a program renamed to .png, by its content', async () => {
    const client = await signIn(t, 'student');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
    const response = await client.request('PUT', '/api/users/profile/', { payload: form(exe, 'cat.png') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Пожалуйста, выберите изображение', errors: { avatar: ['Пожалуйста, выберите изображение'] } });
  });

  it('refuses a file over 10 MB', async () => {
    const client = await signIn(t, 'student');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await client.request('PUT', '/api/users/profile/', { payload: form(big, 'big.png') });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Файл слишком большой. Максимальный размер: 10MB' });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/profile/', payload: form(png, 'a.png') });
    expect(response.statusCode).toBe(401);
  });
});
