import type { Knex } from 'knex';
import { raw } from 'objection';
import { AppError } from '../errors/app-error';
import { userNotFoundMessage } from './get-public-profile';
import { UserModel } from '../identity/user-model';
import type { SetUserRoleInput } from '../identity/user-schemas';

/** Changes a role; the token version rises so that tokens issued under the old role stop working. */
export async function setUserRole(db: Knex, input: SetUserRoleInput): Promise<UserModel> {
  const [user] = await UserModel.query(db)
    .patch({ role: input.role, token_version: raw('token_version + 1'), updated_at: new Date() })
    .whereRaw('lower(username) = lower(?)', [input.username])
    .returning('*');
  if (!user) throw new AppError('NOT_FOUND', userNotFoundMessage);
  return user;
}
