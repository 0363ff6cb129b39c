import { AppError } from '../errors/app-error';

export const notificationNotFoundMessage = 'Уведомление не найдено';

/** Someone else's notification is answered as a missing one: its existence is not told. */
export function notificationNotFound(): AppError {
  return new AppError('NOT_FOUND', notificationNotFoundMessage);
}
