import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { formatElapsed } from '../../lib/format-elapsed';

export type ResultLine = { label: string; value: string };

/**
 * The lines beside the score: the exam's own points (a full 27-task variant gets the primary and the
 * test score, any other its points), the correct count, the time and the experience.
 */
export function resultLinesOf(results: VariantResults): ResultLine[] {
  const exam: ResultLine[] =
    results.primary_score !== null && results.test_score !== null
      ? [
          { label: 'Первичные баллы', value: `${results.primary_score} из ${results.exam_max_points}` },
          { label: 'Тестовый балл', value: String(results.test_score) },
        ]
      : [{ label: 'Баллы', value: `${results.exam_points} из ${results.exam_max_points}` }];
  return [
    ...exam,
    { label: 'Верно', value: `${results.correct_count} из ${results.total}` },
    { label: 'Время', value: formatElapsed(results.elapsed_seconds) },
    { label: 'Опыт', value: `+${results.experience_gained}` },
  ];
}

export type RowTone = 'correct' | 'partial' | 'incorrect';

/** Green for a right answer, red for a wrong one; yellow when 26 or 27 earned part of its points. */
export function rowToneOf(item: { is_correct: boolean; points: number; max_points: number }): RowTone {
  if (item.is_correct) return 'correct';
  return item.points > 0 ? 'partial' : 'incorrect';
}

/** '1', or '1 из 2' where a task can give more than one point. */
export function pointsTextOf(item: { points: number; max_points: number }): string {
  return item.max_points > 1 ? `${item.points} из ${item.max_points}` : String(item.points);
}
