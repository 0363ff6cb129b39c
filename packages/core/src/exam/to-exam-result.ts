import type { ForecastView } from '../learning/learning-schemas';
import type { ExamRow } from './exam-row';
import type { ExamResult } from './exam-schemas';

/** A finished rehearsal's result; `forecast` only for its owner. */
export function toExamResult(row: ExamRow, user: { id: number; username: string }, forecast: ForecastView | null): ExamResult {
  const results = row.results!;
  return {
    id: row.id,
    user,
    homework_id: row.homework_id,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at!.toISOString(),
    finished_by: row.finished_by!,
    elapsed_seconds: results.elapsed_seconds,
    primary_score: results.primary_score,
    primary_max: results.primary_max,
    test_score: results.test_score,
    correct_count: results.correct_count,
    total: results.total,
    experience_gained: results.experience_gained,
    // Results stored before decision 045 carry no marker.
    items: results.items.map((item) => ({ ...item, answer_seen: item.answer_seen ?? null })),
    forecast,
  };
}
