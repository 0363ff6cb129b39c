import type { VariantAnswers, VariantMode, ResultsMode } from './variant-schemas';

/** The columns of a variant as stored. */
export type VariantRow = {
  id: number;
  name: string;
  owner_id: number;
  is_public: boolean;
  is_draft: boolean;
  mode: VariantMode;
  show_results_mode: ResultsMode;
  source: string | null;
  created_at: Date;
  updated_at: Date;
};

type SessionColumns = { answers: VariantAnswers; elapsed_seconds: number; current_index: number; session_updated_at: Date; finished_at: Date | null };
type NoSession = { [K in keyof SessionColumns]: null };

/** A variant with its task ids in order and the caller's session (all its columns null when there is none). */
export type LoadedVariantRow = VariantRow & { task_ids: number[]; has_results: boolean } & (SessionColumns | NoSession);

/** A row of the variants list: each task as [id, type, table_shape], and the caller's solved count. */
export type VariantListRow = VariantRow & {
  tasks: [number, number, [number, number] | null][];
  solved: number;
  has_results: boolean;
};
