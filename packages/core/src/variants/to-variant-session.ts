import type { VariantSessionsTable } from '../db/tables/variant-sessions-table';
import type { VariantAnswers, VariantSession } from './variant-schemas';

export type SessionRow = Pick<VariantSessionsTable, 'elapsed_seconds' | 'current_index' | 'updated_at' | 'finished_at'> & { answers: VariantAnswers };

export function toVariantSession(row: SessionRow): VariantSession {
  return {
    answers: row.answers,
    elapsed_seconds: row.elapsed_seconds,
    current_index: row.current_index,
    updated_at: row.updated_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
