import { isUniqueViolation } from '../db/is-unique-violation';
import { AppError } from '../errors/app-error';
import { classMessages } from './class-messages';

/** A list's name taken by another of the teacher's lists (whatever the case): 409 with the name. */
export function rethrowClassConflict(error: unknown, name: string): never {
  if (isUniqueViolation(error, 'classes_list_name_unique')) {
    const message = classMessages.nameTaken(name);
    throw new AppError('CONFLICT', message, { fields: { name: [message] } });
  }
  throw error;
}
