import { AppError } from './app-error';

export const homeworkNotFoundMessage = 'Домашнее задание не найдено';

/** Someone else's homework is answered as a missing one: its existence is not told. */
export function homeworkNotFound(): AppError {
  return new AppError('NOT_FOUND', homeworkNotFoundMessage);
}
