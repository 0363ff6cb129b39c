import type { CoreDeps } from '../context/core-deps';
import { answerLayoutOf } from '../tasks/answer-layout';
import type { AuthUser } from '../users/auth-user';
import { isHomeworkVariant } from './is-homework-variant';
import { toVariantSummary } from './to-variant-summary';
import type { VariantListRow } from './variant-row';
import type { ListVariantsInput, VariantSummary } from './variant-schemas';
import { variantSql } from './variant-sql';

/**
 * Newest first, in one statement. 'mine' is the user's own variants that are neither public nor
 * homework; 'homework' their homework ones; 'public' the public ones; no tab, own and public. A guest
 * has nothing of their own, so gets the public ones (and nothing under 'mine' or 'homework').
 */
export async function listVariants(deps: CoreDeps, user: AuthUser | null, input: ListVariantsInput): Promise<VariantSummary[]> {
  const { tab } = input;
  if (!user && (tab === 'mine' || tab === 'homework')) return [];
  const sql = !user || tab === 'public' ? variantSql.listPublic : tab ? variantSql.listOwn : variantSql.listVisible;
  const { rows } = await deps.db.raw<{ rows: VariantListRow[] }>(sql, { userId: user?.id ?? null });
  const listed =
    tab === 'mine' ? rows.filter((row) => !row.is_public && !isHomeworkVariant(row)) : tab === 'homework' ? rows.filter((row) => isHomeworkVariant(row)) : rows;
  return listed.map((row) =>
    toVariantSummary(user, row, {
      tasks: row.tasks.map(([id, type, shape]) => ({ id, type, answer_type: answerLayoutOf(type, shape).kind })),
      solved: row.solved,
      has_results: row.has_results,
    }),
  );
}
