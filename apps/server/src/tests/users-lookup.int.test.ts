import { createUser } from '@ege/core/identity/create-user';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  // 25 users whose e-mails start with "lookup_exact" and whose names sort before it: the search (a prefix, 20 at most) misses the exact one.
  for (let i = 0; i < 25; i++) {
    await createUser(t.deps.db, { username: `aa_lookup_${i}`, email: `lookup_exact${i}@example.ru`, password: 'test-password-1', role: 'student' });
  }
  for (const username of ['Lookup_Exact', 'lookup_exact_longer', 'lookup.other']) {
    const user = await createUser(t.deps.db, { username, email: `${username}@example.com`, password: 'test-password-1', role: 'student' });
    ids.set(username, user.id);
  }
});
afterAll(async () => t.close());

type Found = { results: { id: number; username: string }[] };
const lookup = (client: HttpClient, names: string[]) =>
  client.request('GET', `/api/users/lookup/?${names.map((name) => `usernames=${encodeURIComponent(name)}`).join('&')}`);

describe('GET /users/lookup/', () => {
  it('finds exactly the names given, in any case; the others are absent', async () => {
    const teacher = await signIn(t, 'teacher');
    const response = await lookup(teacher, ['LOOKUP_EXACT', 'lookup.other', 'nobody_at_all']);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Found).results).toEqual([
      { id: ids.get('Lookup_Exact'), username: 'Lookup_Exact' },
      { id: ids.get('lookup.other'), username: 'lookup.other' },
    ]);
    // One name: a plain string in the query.
    expect(((await lookup(teacher, ['lookup_exact_longer'])).json() as Found).results).toEqual([{ id: ids.get('lookup_exact_longer'), username: 'lookup_exact_longer' }]);
  });

  it('is exact where the search is not', async () => {
    const admin = await signIn(t, 'admin');
    const searched = (await admin.request('GET', '/api/users/search/?q=lookup_exact')).json() as Found;
    expect(searched.results.map((user) => user.username)).not.toContain('Lookup_Exact');
    expect(((await lookup(admin, ['lookup_exact'])).json() as Found).results).toEqual([{ id: ids.get('Lookup_Exact'), username: 'Lookup_Exact' }]);
  });

  it("never finds the generator's account (decision 040), by name, e-mail or id", async () => {
    const generator = (await t.deps.db('users').where({ email: 'generator@ege.local' }).first('id', 'username')) as { id: number; username: string };
    expect(generator.username).toBe('генератор');
    for (const role of ['teacher', 'admin'] as const) {
      const staff = await signIn(t, role);
      expect(((await lookup(staff, ['генератор', 'ГЕНЕРАТОР', 'lookup.other'])).json() as Found).results).toEqual([{ id: ids.get('lookup.other'), username: 'lookup.other' }]);
      // The search takes 2 characters at least: a one-digit id is asked as 01.
      for (const q of ['генер', 'generator@ege', String(generator.id).padStart(2, '0')]) {
        const searched = await staff.request('GET', `/api/users/search/?q=${encodeURIComponent(q)}`);
        expect(searched.statusCode, searched.body).toBe(200);
        expect((searched.json() as Found).results.map((user) => user.id), q).not.toContain(generator.id);
      }
    }
    // Anyone else is still found by id.
    const teacher = await signIn(t, 'teacher');
    const byId = (await teacher.request('GET', `/api/users/search/?q=${ids.get('lookup.other')}`)).json() as Found;
    expect(byId.results[0]).toMatchObject({ id: ids.get('lookup.other'), username: 'lookup.other' });
  });

  it('is for staff: a student gets 403', async () => {
    const student = await signIn(t, 'student');
    const refused = await lookup(student, ['lookup.other']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Доступ только для преподавателей и администраторов' });
  });

  it('takes 1 to 100 names', async () => {
    const teacher = await signIn(t, 'teacher');
    expect((await teacher.request('GET', '/api/users/lookup/')).statusCode).toBe(400);
    const tooMany = await lookup(teacher, Array.from({ length: 101 }, (_, i) => `n${i}`));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Укажите от 1 до 100 имён пользователей');
  });

  it('works over tRPC with an array', async () => {
    const teacher = await signIn(t, 'teacher');
    const response = await teacher.trpcQuery('users.lookup', { usernames: ['lookup.other'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { results: [{ username: 'lookup.other' }] } } });
  });
});
