import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { assertNotSealed } from '../exam/assert-not-sealed';
import type { AuthUser } from '../identity/auth-user';
import { loadVariant } from './load-variant';
import type { VariantResults } from './variant-schemas';
import { variantSql } from './variant-sql';

export const resultsNotFoundMessage = 'Результаты не найдены: вариант ещё не завершён';

/**
 * The caller's own results of their last finish, while they may still open the variant; they show
 * correct answers, so not while a task of theirs is in the caller's running rehearsal.
 */
export async function getVariantResults(deps: CoreDeps, user: AuthUser, id: number): Promise<VariantResults> {
  const variant = await loadVariant(deps.db, user, id);
  const [row] = variant.has_results
    ? (await deps.db.raw<{ rows: { results: VariantResults }[] }>(variantSql.selectResults, { variantId: id, userId: user.id })).rows
    : [];
  if (!row) throw new AppError('NOT_FOUND', resultsNotFoundMessage);
  await assertNotSealed(deps, user.id, row.results.items.map((item) => item.task_id));
  return row.results;
}
