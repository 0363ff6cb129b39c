import type { CoreDeps } from '../context/core-deps';
import { assertNotSealed } from '../exam/assert-not-sealed';
import type { AuthUser } from '../identity/auth-user';
import { assertMayPublish } from './assert-may-publish';
import { getVariant } from './get-variant';
import { insertVariantTasks } from './insert-variant-tasks';
import { generatedFiller } from './generated-filler';
import { resolveVariantTasks } from './resolve-variant-tasks';
import type { CreateVariantInput, VariantDetail } from './variant-schemas';

/** SPEC §5 leaves the name unvalidated; a blank one still needs something to show on the card. */
export const untitledVariantName = 'Без названия';

export async function createVariant(deps: CoreDeps, user: AuthUser, input: CreateVariantInput): Promise<VariantDetail> {
  assertMayPublish(user, input.is_public);
  const taskIds = await resolveVariantTasks(deps.db, user, input, generatedFiller(deps, user.id));
  // A variant of a running rehearsal's tasks, finished at once, would show their answers.
  await assertNotSealed(deps, user.id, taskIds);
  const id = await deps.db.transaction(async (trx) => {
    const [row] = await trx('variants')
      .insert({
        name: input.name || untitledVariantName,
        owner_id: user.id,
        is_public: input.is_public ?? false,
        is_draft: input.is_draft ?? false,
        mode: input.mode ?? 'KEGE',
        show_results_mode: input.show_results_mode ?? 'after',
      })
      .returning('id');
    await insertVariantTasks(trx, row!.id, taskIds);
    return row!.id;
  });
  return getVariant(deps, user, id);
}
