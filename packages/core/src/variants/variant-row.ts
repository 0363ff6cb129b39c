import type { VariantSessionsTable } from '../db/tables/variant-sessions-table';
import type { VariantsTable } from '../db/tables/variants-table';
import type { VariantAnswers } from './variant-schemas';

/** The columns of a variant as stored. */
export type VariantRow = VariantsTable;

type SessionColumns = Pick<VariantSessionsTable, 'elapsed_seconds' | 'current_index' | 'finished_at'> & { answers: VariantAnswers; session_updated_at: Date };
type NoSession = { [K in keyof SessionColumns]: null };

/** A variant with its task ids in order and the caller's session (all its columns null when there is none). */
export type LoadedVariantRow = VariantRow & { task_ids: number[]; has_results: boolean } & (SessionColumns | NoSession);

/** A row of the variants list: each task as [id, type, table_shape], and the caller's solved count. */
export type VariantListRow = VariantRow & {
  tasks: [number, number, [number, number] | null][];
  solved: number;
  has_results: boolean;
};
