import { AppError } from '@ege/core/errors/app-error';
import { authUserColumns, type AuthUser } from '@ege/core/users/auth-user';
import type { Knex } from 'knex';

/** The user named by --as (case-insensitively, as at login), with the columns a request carries. */
export async function findActingUser(db: Knex, username: string): Promise<AuthUser> {
  const user = (await db('users')
    .whereRaw('lower(username) = lower(?)', [username])
    .first(...authUserColumns)) as AuthUser | undefined;
  if (!user) throw new AppError('NOT_FOUND', `Пользователь ${username} не найден (--as)`);
  return user;
}
