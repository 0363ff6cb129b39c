import { AppError } from '../errors/app-error';
import { authUserColumns, type AuthUser } from './auth-user';
import type { Knex } from 'knex';

/** The user a local command acts as (`ege … --as name`): found case-insensitively, as at login, with the columns a request carries. */
export async function findAuthUserByName(db: Knex, username: string): Promise<AuthUser> {
  const user = await db('users')
    .whereRaw('lower(username) = lower(?)', [username])
    .first(...authUserColumns);
  if (!user) throw new AppError('NOT_FOUND', `Пользователь ${username} не найден (--as)`);
  return user;
}
