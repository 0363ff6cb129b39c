import type { ExamRow } from './exam-row';
import type { ExamSummary } from './exam-schemas';

export function toExamSummary(row: ExamRow): ExamSummary {
  return {
    id: row.id,
    status: row.finished_at ? 'finished' : 'active',
    started_at: row.started_at.toISOString(),
    deadline_at: row.deadline_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    finished_by: row.finished_by,
    primary_score: row.results?.primary_score ?? null,
    test_score: row.results?.test_score ?? null,
    homework_id: row.homework_id,
  };
}
