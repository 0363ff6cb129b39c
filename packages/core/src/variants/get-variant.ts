import type { CoreDeps } from '../context/core-deps';
import { getTaskPayloads } from '../tasks/bank/get-tasks';
import type { AuthUser } from '../identity/auth-user';
import { loadVariant } from './load-variant';
import { toVariantSession } from './to-variant-session';
import { toVariantSummary } from './to-variant-summary';
import type { VariantDetail } from './variant-schemas';

/**
 * A variant with its tasks as the trainer sends them: an answer only to whoever solved or revealed
 * the task (or may edit it), so opening a variant never shows what it asks for.
 */
export async function getVariant(deps: CoreDeps, user: AuthUser | null, id: number): Promise<VariantDetail> {
  const row = await loadVariant(deps.db, user, id);
  const task_payloads = await getTaskPayloads(deps, user, row.task_ids);
  const summary = toVariantSummary(user, row, {
    tasks: task_payloads.map((task) => ({ id: task.id, type: task.type, answer_type: task.answer_type })),
    solved: task_payloads.filter((task) => task.is_solved).length,
    has_results: row.has_results,
  });
  const session = row.session_updated_at === null ? null : toVariantSession({ ...row, updated_at: row.session_updated_at });
  return { ...summary, task_payloads, session };
}
