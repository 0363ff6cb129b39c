import type { Knex } from 'knex';
import { AppError, type FieldErrors } from '../errors/app-error';
import { isUniqueViolation } from '../db/is-unique-violation';

export const usernameTakenMessage = 'Пользователь с таким именем уже существует';
export const emailTakenMessage = 'Пользователь с таким адресом электронной почты уже существует';

/** Per-field messages for a username or e-mail already used by another account. */
export async function assertFieldsFree(
  db: Knex,
  fields: { username?: string; email?: string },
  exceptUserId?: number,
): Promise<void> {
  if (!fields.username && !fields.email) return;
  const errors: FieldErrors = {};
  const query = db('users').select('username', 'email');
  query.where((q) => {
    if (fields.username) q.orWhereRaw('lower(username) = lower(?)', [fields.username]);
    if (fields.email) q.orWhereRaw('lower(email) = lower(?)', [fields.email]);
  });
  if (exceptUserId !== undefined) query.whereNot('id', exceptUserId);
  for (const row of await query) {
    if (fields.username && row.username.toLowerCase() === fields.username.toLowerCase()) errors.username = [usernameTakenMessage];
    if (fields.email && row.email.toLowerCase() === fields.email.toLowerCase()) errors.email = [emailTakenMessage];
  }
  throwIfAny(errors);
}

/** The same messages when two requests raced past assertFieldsFree and the unique index caught it. */
export function rethrowTakenField(error: unknown): never {
  if (isUniqueViolation(error, 'users_username_lower_unique')) throwIfAny({ username: [usernameTakenMessage] });
  if (isUniqueViolation(error, 'users_email_lower_unique')) throwIfAny({ email: [emailTakenMessage] });
  throw error;
}

function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('BAD_REQUEST', first, { fields: errors });
}
