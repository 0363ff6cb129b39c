import type { VariantAnswers, VariantSession } from './variant-schemas';

export type SessionRow = { answers: VariantAnswers; elapsed_seconds: number; current_index: number; updated_at: Date; finished_at: Date | null };

export function toVariantSession(row: SessionRow): VariantSession {
  return {
    answers: row.answers,
    elapsed_seconds: row.elapsed_seconds,
    current_index: row.current_index,
    updated_at: row.updated_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
