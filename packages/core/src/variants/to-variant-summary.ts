import type { AuthUser } from '../identity/auth-user';
import { mayEditVariant } from './may-edit-variant';
import type { VariantRow } from './variant-row';
import type { VariantSummary } from './variant-schemas';

export type VariantTaskRef = VariantSummary['tasks'][number];

/** The one shape a variant is listed in; the detail extends it. */
export function toVariantSummary(
  user: AuthUser | null,
  variant: VariantRow,
  facts: { tasks: VariantTaskRef[]; solved: number; has_results: boolean },
): VariantSummary {
  return {
    id: variant.id,
    name: variant.name,
    owner_id: variant.owner_id,
    is_public: variant.is_public,
    is_draft: variant.is_draft,
    created_at: variant.created_at.toISOString(),
    updated_at: variant.updated_at.toISOString(),
    mode: variant.mode,
    show_results_mode: variant.show_results_mode,
    source: variant.source,
    tasks: facts.tasks,
    task_count: facts.tasks.length,
    progress: { solved: facts.solved, total: facts.tasks.length },
    has_results: facts.has_results,
    can_edit: mayEditVariant(user, variant),
  };
}
