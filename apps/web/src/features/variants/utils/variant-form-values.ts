import type { ResultsMode, VariantMode, VariantSummary } from '@ege/core/variants/variant-schemas';
import { countsFromTasks } from './counts-from-tasks';
import { emptyCounts, sameCounts, tasksByTypeOf, type TypeCounts } from '../../../lib/type-counts';

export type VariantFormValues = {
  name: string;
  counts: TypeCounts;
  mode: VariantMode;
  show_results_mode: ResultsMode;
  is_public: boolean;
};

export type VariantSaveInput = {
  name?: string;
  tasksByType?: Partial<TypeCounts>;
  is_draft: boolean;
  is_public?: boolean;
  mode: VariantMode;
  show_results_mode: ResultsMode;
};

/** SPEC §3 defaults: KEGE mode, results at the end. */
export function newVariantValues(): VariantFormValues {
  return { name: '', counts: emptyCounts(), mode: 'KEGE', show_results_mode: 'after', is_public: false };
}

export function variantValuesOf(variant: VariantSummary): VariantFormValues {
  return {
    name: variant.name,
    counts: countsFromTasks(variant.tasks),
    mode: variant.mode,
    show_results_mode: variant.show_results_mode,
    is_public: variant.is_public,
  };
}

/**
 * What a save sends. A blank name is left out (the server names it). On update the task list is sent
 * only when the counts changed, so an unchanged variant keeps its very tasks; is_public only when the
 * caller may set it (admins).
 */
export function saveInputOf(values: VariantFormValues, options: { isDraft: boolean; canPublish: boolean; editing?: VariantSummary }): VariantSaveInput {
  const name = values.name.trim();
  const unchanged = options.editing !== undefined && sameCounts(values.counts, countsFromTasks(options.editing.tasks));
  return {
    ...(name ? { name } : {}),
    ...(unchanged ? {} : { tasksByType: tasksByTypeOf(values.counts) }),
    is_draft: options.isDraft,
    ...(options.canPublish ? { is_public: values.is_public } : {}),
    mode: values.mode,
    show_results_mode: values.show_results_mode,
  };
}
