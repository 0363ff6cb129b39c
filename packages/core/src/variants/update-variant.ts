import type { CoreDeps } from '../context/core-deps';
import { assertNotSealed } from '../exam/assert-not-sealed';
import type { AuthUser } from '../identity/auth-user';
import { assertMayPublish } from './assert-may-publish';
import { untitledVariantName } from './create-variant';
import { getVariant } from './get-variant';
import { insertVariantTasks } from './insert-variant-tasks';
import { loadVariant } from './load-variant';
import { generatedFiller } from './generated-filler';
import { resolveVariantTasks } from './resolve-variant-tasks';
import type { UpdateVariantInput, VariantDetail } from './variant-schemas';

/**
 * Changes the fields that were sent. `tasks` or `tasksByType` replace the task list; the saved
 * sessions then keep their answers to the tasks that stay (an edit does not wipe anyone's work) and
 * lose the others, while a finished session's results stay as they were: they record that finish.
 */
export async function updateVariant(deps: CoreDeps, user: AuthUser, input: UpdateVariantInput): Promise<VariantDetail> {
  await deps.db.transaction(async (trx) => {
    const variant = await loadVariant(trx, user, input.id, { edit: true, lock: true });
    assertMayPublish(user, input.is_public);
    await trx('variants')
      .where({ id: variant.id })
      .update({
        name: input.name === undefined ? undefined : input.name || untitledVariantName,
        is_draft: input.is_draft,
        is_public: input.is_public,
        mode: input.mode,
        show_results_mode: input.show_results_mode,
        updated_at: trx.fn.now(),
      });
    if (input.tasks === undefined && input.tasksByType === undefined) return;

    const taskIds = await resolveVariantTasks(trx, user, input, generatedFiller(deps, user.id));
    await assertNotSealed(deps, user.id, taskIds);
    await trx('variant_tasks').where({ variant_id: variant.id }).delete();
    await insertVariantTasks(trx, variant.id, taskIds);
    const kept = new Set(taskIds);
    const removed = variant.task_ids.filter((id) => !kept.has(id)).map(String);
    await trx.raw(
      `UPDATE variant_sessions SET answers = answers - ?::text[], current_index = GREATEST(LEAST(current_index, ?), 0)
       WHERE variant_id = ?`,
      [removed, taskIds.length - 1, variant.id],
    );
  });
  return getVariant(deps, user, input.id);
}
