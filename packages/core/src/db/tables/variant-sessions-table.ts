export type VariantSessionsTable = {
  variant_id: number;
  user_id: number;
  /** jsonb: VariantAnswers, which the variants' own row types name (db/ imports no domain). */
  answers: unknown;
  elapsed_seconds: number;
  current_index: number;
  updated_at: Date;
  finished_at: Date | null;
  /** jsonb: VariantResults. */
  results: unknown;
};
