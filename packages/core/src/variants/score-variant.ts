import { firstTaskType, lastTaskType } from '../tasks/checking/answer-layout';
import { testScoreOf } from '../tasks/scoring/exam-score-scale';
import { isBlockType } from '../tasks/bank/task-type-catalog';
import type { VariantResultItem } from './to-result-item';
import type { VariantResults } from './variant-schemas';

export type ScoredItem = Pick<VariantResultItem, 'type' | 'is_correct' | 'points' | 'max_points' | 'experience_gained'> & { block_id: number | null };
export type VariantTotals = Pick<
  VariantResults,
  'correct_count' | 'total' | 'score' | 'exam_points' | 'exam_max_points' | 'primary_score' | 'test_score' | 'experience_gained'
>;

/**
 * The totals of a finish. The score is SPEC §5's: correct answers over all tasks, out of 100. Exam
 * points add up the exam's own points (26 and 27 give partial credit); they become a primary and a
 * test score only when the variant is a whole exam, since the scale means nothing for a part of one.
 */
export function scoreVariant(items: readonly ScoredItem[]): VariantTotals {
  const sum = (pick: (item: ScoredItem) => number) => items.reduce((total, item) => total + pick(item), 0);
  const total = items.length;
  const correct_count = items.filter((item) => item.is_correct).length;
  const exam_points = sum((item) => item.points);
  const fullExam = isFullExam(items);
  return {
    correct_count,
    total,
    score: total === 0 ? 0 : Math.round((correct_count * 100) / total),
    exam_points,
    exam_max_points: sum((item) => item.max_points),
    primary_score: fullExam ? exam_points : null,
    test_score: fullExam ? testScoreOf(exam_points) : null,
    experience_gained: sum((item) => item.experience_gained),
  };
}

/** One task of every type, 19–21 being the three questions of one block, as in the exam. */
function isFullExam(items: readonly ScoredItem[]): boolean {
  const types = new Set(items.map((item) => item.type));
  const blocks = new Set(items.filter((item) => isBlockType(item.type)).map((item) => item.block_id));
  return (
    items.length === lastTaskType - firstTaskType + 1 &&
    types.size === items.length &&
    [...types].every((type) => type >= firstTaskType && type <= lastTaskType) &&
    blocks.size === 1 &&
    !blocks.has(null)
  );
}
