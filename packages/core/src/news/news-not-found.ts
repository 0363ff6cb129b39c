import { AppError } from '../errors/app-error';

export const newsNotFoundMessage = 'Новость не найдена';

/** A hidden news item is answered as a missing one to those who may not see it. */
export function newsNotFound(): AppError {
  return new AppError('NOT_FOUND', newsNotFoundMessage);
}
