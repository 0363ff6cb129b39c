import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { formatElapsed } from '../../lib/format-elapsed';
import { isFullExamResult } from '../../lib/result-headline-of';

export type ResultLine = { label: string; value: string };

/**
 * The lines beside the headline: the exam's own points (a full 27-task variant gets the primary
 * score and the percent its headline left out, any other its points), the correct count, the time
 * and the experience.
 */
export function resultLinesOf(results: VariantResults): ResultLine[] {
  const exam: ResultLine[] = isFullExamResult(results)
    ? [
        { label: 'Первичные баллы', value: `${results.primary_score} из ${results.exam_max_points}` },
        { label: 'Процент верных', value: `${results.score}%` },
      ]
    : [{ label: 'Баллы', value: `${results.exam_points} из ${results.exam_max_points}` }];
  return [
    ...exam,
    { label: 'Верно', value: `${results.correct_count} из ${results.total}` },
    { label: 'Время', value: formatElapsed(results.elapsed_seconds) },
    { label: 'Опыт', value: `+${results.experience_gained}` },
  ];
}

/** '1', or '1 из 2' where a task can give more than one point. */
export function pointsTextOf(item: { points: number; max_points: number }): string {
  return item.max_points > 1 ? `${item.points} из ${item.max_points}` : String(item.points);
}
