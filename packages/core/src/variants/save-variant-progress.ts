import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { assertAnswersInVariant } from './assert-answers-in-variant';
import { loadVariant } from './load-variant';
import { toVariantSession, type SessionRow } from './to-variant-session';
import type { SaveProgressInput, VariantSession } from './variant-schemas';
import { variantSql } from './variant-sql';

/** Anyone who may open the variant keeps their own answers and time in it; a finish's results stay. */
export async function saveVariantProgress(deps: CoreDeps, user: AuthUser, input: SaveProgressInput): Promise<VariantSession> {
  const variant = await loadVariant(deps.db, user, input.id);
  assertAnswersInVariant(input.answers, variant.task_ids);
  const [row] = (
    await deps.db.raw<{ rows: SessionRow[] }>(variantSql.saveProgress, {
      variantId: variant.id,
      userId: user.id,
      answers: JSON.stringify(input.answers),
      elapsed: input.elapsed_seconds,
      // A stale client may point past a list that an edit shortened.
      index: Math.min(input.current_index, Math.max(variant.task_ids.length - 1, 0)),
    })
  ).rows;
  return toVariantSession(row!);
}
