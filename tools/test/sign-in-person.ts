import type { Role } from '@ege/core/rules/roles';
import type { HttpClient } from './http-client';
import { signIn } from './sign-in';
import type { TestApp } from './test-app';

export type Person = { client: HttpClient; id: number; name: string };

let people = 0;

/** A new signed-in account of the role with its id and name, `<prefix>_<role>_<pid>_<nnn>`: names sort in creation order. */
export async function signInPerson(t: TestApp, prefix: string, role: Role = 'student'): Promise<Person> {
  const name = `${prefix}_${role}_${process.pid}_${String(++people).padStart(3, '0')}`;
  const client = await signIn(t, role, name);
  const me = (await client.request('GET', '/api/users/me/')).json() as { id: number };
  return { client, id: me.id, name };
}
