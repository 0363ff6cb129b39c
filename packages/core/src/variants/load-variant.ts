import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { mayEditVariant } from './may-edit-variant';
import { mayViewVariant } from './may-view-variant';
import type { LoadedVariantRow } from './variant-row';
import { variantSql } from './variant-sql';
import { messages } from '../text/messages';

export const variantNotFoundMessage = messages.variantNotFound;
export const publicReadOnlyMessage = 'Публичный вариант нельзя изменить';

/**
 * A variant the user may view (or edit), with its task ids and the user's session. Someone else's
 * private variant is "not found", not "forbidden": its existence is nobody else's business.
 * `lock` holds the row to the end of the transaction `db` is.
 */
export async function loadVariant(
  db: Knex,
  user: AuthUser | null,
  id: number,
  options: { edit?: boolean; lock?: boolean } = {},
): Promise<LoadedVariantRow> {
  const sql = options.lock ? variantSql.selectVariantForUpdate : variantSql.selectVariant;
  const [row] = (await db.raw<{ rows: LoadedVariantRow[] }>(sql, { id, userId: user?.id ?? null })).rows;
  if (!row || !mayViewVariant(user, row)) throw new AppError('NOT_FOUND', variantNotFoundMessage);
  if (options.edit && !mayEditVariant(user, row)) throw new AppError('FORBIDDEN', publicReadOnlyMessage);
  return row;
}
