import type { CoreDeps } from '../context/core-deps';
import { decodeKeysetCursor, toKeysetPage } from '../paging/keyset-cursor';
import { answerLayoutOf } from '../tasks/checking/answer-layout';
import type { AuthUser } from '../identity/auth-user';
import { toVariantSummary } from './to-variant-summary';
import type { VariantListRow } from './variant-row';
import type { ListVariantsInput, VariantPage } from './variant-schemas';
import { variantSql } from './variant-sql';

/**
 * One page of a tab, newest first (decision 020). 'mine' is the user's own variants that are neither
 * public nor homework; 'homework' their homework ones (`detached`: only those no assignment points
 * at); 'public' the public ones; no tab, own and public. A guest has nothing of their own, so gets the
 * public ones (and nothing under 'mine' or 'homework').
 */
export async function listVariants(deps: CoreDeps, user: AuthUser | null, input: ListVariantsInput): Promise<VariantPage> {
  const { tab } = input;
  const after = decodeKeysetCursor(input.cursor);
  if (!user && (tab === 'mine' || tab === 'homework')) return { results: [], next_cursor: null };
  const { rows } = await deps.db.raw<{ rows: (VariantListRow & { sort_at: string })[] }>(sqlOf(user, input), {
    userId: user?.id ?? null,
    afterAt: after.at,
    afterId: after.id,
    limit: input.page_size + 1,
  });
  return toKeysetPage(rows, input.page_size, (row) =>
    toVariantSummary(user, row, {
      tasks: row.tasks.map(([id, type, shape]) => ({ id, type, answer_type: answerLayoutOf(type, shape).kind })),
      solved: row.solved,
      has_results: row.has_results,
    }),
  );
}

function sqlOf(user: AuthUser | null, { tab, detached }: ListVariantsInput): string {
  if (!user || tab === 'public') return variantSql.listPublic;
  if (tab === 'mine') return variantSql.listMine;
  if (tab === 'homework') return detached ? variantSql.listDetachedHomework : variantSql.listHomework;
  return variantSql.listVisible;
}
