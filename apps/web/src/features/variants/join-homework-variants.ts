import type { HomeworkAssignment, HomeworkList } from '@ege/core/homework/homework-schemas';
import type { VariantSummary } from '@ege/core/variants/variant-schemas';

/** An assignment with the variant opened from it, if the student has opened one. */
export type HomeworkItem = { assignment: HomeworkAssignment; variant: VariantSummary | null };

export type HomeworkTab = {
  active: HomeworkItem[];
  completed: HomeworkItem[];
  /** Homework variants no assignment points at any more (it was deleted or its tasks drawn anew): still the student's. */
  detached: VariantSummary[];
};

/** The 'Варианты ДЗ' tab: the assignments, each with its variant, and the homework variants left over. */
export function joinHomeworkVariants(list: HomeworkList, variants: VariantSummary[]): HomeworkTab {
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  const withVariant = (assignment: HomeworkAssignment): HomeworkItem => ({
    assignment,
    variant: assignment.variant_id === null ? null : (byId.get(assignment.variant_id) ?? null),
  });
  const linked = new Set([...list.active, ...list.completed].map((assignment) => assignment.variant_id));
  return {
    active: list.active.map(withVariant),
    completed: list.completed.map(withVariant),
    detached: variants.filter((variant) => !linked.has(variant.id)),
  };
}
