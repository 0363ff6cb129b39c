import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { UserModel } from '../identity/user-model';

export const userNotFoundMessage = 'Пользователь не найден';

export async function getUserById(db: Knex, id: number): Promise<UserModel> {
  const user = await UserModel.query(db).findById(id);
  if (!user) throw new AppError('NOT_FOUND', userNotFoundMessage);
  return user;
}
