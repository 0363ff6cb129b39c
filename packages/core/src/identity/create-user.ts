import type { Knex } from 'knex';
import { hashPassword } from './password-hash';
import { assertFieldsFree, rethrowTakenField } from './taken-fields';
import { UserModel } from './user-model';
import type { CreateUserInput } from './user-schemas';

/** An account made by an admin or the local operator, with any role. */
export async function createUser(db: Knex, input: CreateUserInput): Promise<UserModel> {
  const { username, email, password, role } = input;
  await assertFieldsFree(db, { username, email });
  const password_hash = await hashPassword(password);
  return UserModel.query(db).insert({ username, email, password_hash, role }).returning('*').catch(rethrowTakenField);
}
