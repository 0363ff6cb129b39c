import type { Role } from '@ege/core/rules/roles';
import { createUser } from '@ege/core/identity/create-user';
import type { TestApp } from './test-app';
import { HttpClient } from './http-client';

let counter = 0;

/** A new account of the role, signed in through the real login route. */
export async function signIn(t: TestApp, role: Role, name = `${role}_${process.pid}_${++counter}`): Promise<HttpClient> {
  const password = 'test-password-1';
  await createUser(t.deps.db, { username: name, email: `${name}@example.ru`, password, role });
  const client = new HttpClient(t.app);
  const response = await client.request('POST', '/api/users/login/', { json: { username: name, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  client.access = (response.json() as { access: string }).access;
  return client;
}
