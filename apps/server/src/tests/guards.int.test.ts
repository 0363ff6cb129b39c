import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const newUser = (name: string) => ({ username: name, email: `${name}@example.ru`, password: 'secret-pass-1', confirmPassword: 'secret-pass-1' });

describe('CSRF (double submit) on cookie-authenticated requests', () => {
  it('refuses refresh and logout that ride on the cookie without the header', async () => {
    const client = new HttpClient(t.app);
    await client.request('POST', '/api/users/register/', { json: newUser('csrf_user') });
    client.access = undefined;
    for (const url of ['/api/users/token/refresh-cookie/', '/api/users/logout/', '/trpc/users.refreshCookie']) {
      const refused = await client.request('POST', url, { json: {}, csrf: false });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ detail: 'Ошибка CSRF: отсутствует или неверный заголовок X-CSRFToken' });
    }
    const forged = await client.request('POST', '/api/users/token/refresh-cookie/', { headers: { 'x-csrftoken': 'forged' }, csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await client.request('POST', '/api/users/token/refresh-cookie/')).statusCode).toBe(200);
  });

  it('lets bearer requests through without the header', async () => {
    const student = await signIn(t, 'student');
    const response = await student.request('PUT', '/api/users/profile/', { json: { email: 'bearer-ok@example.ru' }, csrf: false });
    expect(response.statusCode).toBe(200);
  });
});

describe('role guards', () => {
  it('gives a student 403 on admin-only procedures over REST and tRPC', async () => {
    const student = await signIn(t, 'student');
    const rest = await student.request('PUT', '/api/admin/settings/registration/', { json: { enabled: false } });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ detail: 'Доступ только для администратора' });
    const trpc = await student.trpcMutation('admin.createUser', { username: 'sneaky', email: 'sneaky@example.ru', password: 'secret-pass-1', role: 'admin' });
    expect(trpc.statusCode).toBe(403);
    expect(await t.deps.db('users').where({ username: 'sneaky' }).first()).toBeUndefined();
  });

  it('gives a guest 401 with the spec text', async () => {
    const guest = new HttpClient(t.app);
    const response = await guest.request('PUT', '/api/admin/users/role/', { json: { username: 'x_user', role: 'admin' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Токен авторизации отсутствует' });
  });

  it('lets an admin change a role, and the old token of that user stops working', async () => {
    const admin = await signIn(t, 'admin');
    const teacher = await signIn(t, 'teacher', 'promoted_teacher');
    expect((await teacher.request('GET', '/api/users/profile/')).statusCode).toBe(200);
    const changed = await admin.request('PUT', '/api/admin/users/role/', { json: { username: 'promoted_teacher', role: 'author' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'author', role_label: 'Автор' });
    const stale = await teacher.request('GET', '/api/users/profile/');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ detail: 'Ошибка авторизации' });
  });
});

describe('registration switch', () => {
  it('refuses registration on the server while it is off', async () => {
    const admin = await signIn(t, 'admin');
    const off = await admin.request('PUT', '/api/admin/settings/registration/', { json: { enabled: false } });
    expect(off.json()).toEqual({ registration_enabled: false, message: 'Регистрация временно отключена' });

    const guest = new HttpClient(t.app);
    expect((await guest.request('GET', '/api/users/register/status/')).json()).toMatchObject({ registration_enabled: false });
    const rest = await guest.request('POST', '/api/users/register/', { json: newUser('while_off') });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ detail: 'Регистрация временно отключена' });
    expect((await guest.trpcMutation('users.register', newUser('while_off2'))).statusCode).toBe(403);
    expect(await t.deps.db('users').whereIn('username', ['while_off', 'while_off2'])).toHaveLength(0);

    await admin.request('PUT', '/api/admin/settings/registration/', { json: { enabled: true } });
    expect((await guest.request('POST', '/api/users/register/', { json: newUser('after_on') })).statusCode).toBe(200);
  });
});

describe('profiles', () => {
  it('refuses a guest every profile by id, existing or not, over REST and tRPC, with the sign-in message', async () => {
    await signIn(t, 'admin', 'counted_admin');
    const ids = ((await t.deps.db('users').select('id')) as { id: number }[]).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(1);
    const guest = new HttpClient(t.app);
    for (const id of [...ids, 999999]) {
      const rest = await guest.request('GET', `/api/users/profile/${id}/`);
      expect(rest.statusCode, String(id)).toBe(401);
      expect(rest.json()).toEqual({ detail: 'Токен авторизации отсутствует' });
      const trpc = await guest.trpcQuery('users.publicProfile', { id });
      expect(trpc.statusCode, String(id)).toBe(401);
      expect(trpc.body).not.toMatch(/counted_admin|Администратор|admin"/);
    }
  });

  it('shows a signed-in user the public fields of another, the role only to the user themself and to admins', async () => {
    const viewer = await signIn(t, 'student');
    const admin = await signIn(t, 'admin');
    const other = await signIn(t, 'teacher', 'public_person');
    const id = ((await other.request('GET', '/api/users/profile/')).json() as { id: number }).id;
    const seen = await viewer.request('GET', `/api/users/profile/${id}/`);
    expect(seen.statusCode).toBe(200);
    const body = seen.json() as Record<string, unknown>;
    expect(body).toMatchObject({ id, username: 'public_person', role: null, role_label: null, level: 1 });
    expect(JSON.stringify(body)).not.toMatch(/@example\.ru|password|token|teacher"|Преподаватель/i);
    for (const client of [admin, other]) {
      expect((await client.request('GET', `/api/users/profile/${id}/`)).json()).toMatchObject({ id, role: 'teacher', role_label: 'Преподаватель' });
    }
    expect((await viewer.request('GET', '/api/users/profile/999999/')).json()).toEqual({ detail: 'Пользователь не найден' });
    expect((await viewer.request('GET', '/api/users/profile/abc/')).statusCode).toBe(400);
  });

  it('answers taken names and e-mails per field', async () => {
    const client = new HttpClient(t.app);
    await client.request('POST', '/api/users/register/', { json: newUser('taken_name') });
    const again = await new HttpClient(t.app).request('POST', '/api/users/register/', {
      json: { ...newUser('TAKEN_NAME'), email: 'TAKEN_NAME@example.ru' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: expect.any(String),
      errors: {
        username: ['Пользователь с таким именем уже существует'],
        email: ['Пользователь с таким адресом электронной почты уже существует'],
      },
    });
  });

  it('keeps one account when the same registration races', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => new HttpClient(t.app).request('POST', '/api/users/register/', { json: newUser('racer') })),
    );
    expect(attempts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.statusCode === 400)).toHaveLength(7);
    expect(await t.deps.db('users').where({ username: 'racer' })).toHaveLength(1);
  });
});
