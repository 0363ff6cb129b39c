import { describe, expect, it } from 'vitest';
import { maxPointsOf } from '../tasks/scoring/exam-points';
import { scoreVariant, type ScoredItem } from './score-variant';

const item = (type: number, points: number, block_id: number | null = null): ScoredItem => ({
  type,
  points,
  max_points: maxPointsOf(type),
  is_correct: points === maxPointsOf(type),
  experience_gained: points === maxPointsOf(type) ? 10 : 0,
  block_id,
});

/** One task of each type 1–27, 19–21 from block 7; `points` by type (missing types get 0). */
function exam(points: Record<number, number> = {}): ScoredItem[] {
  return Array.from({ length: 27 }, (_, i) => item(i + 1, points[i + 1] ?? 0, i + 1 >= 19 && i + 1 <= 21 ? 7 : null));
}

const allRight = Object.fromEntries(Array.from({ length: 27 }, (_, i) => [i + 1, maxPointsOf(i + 1)]));
const twelveRightAndTwoHalves = { ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, 1])), 26: 1, 27: 1 };

describe('scoreVariant', () => {
  it.each([
    ['no tasks', [], { total: 0, correct_count: 0, score: 0, exam_points: 0, exam_max_points: 0, primary_score: null, test_score: null }],
    ['3 of 8 right: 37.5 rounds up', [...Array(3)].map(() => item(1, 1)).concat([...Array(5)].map(() => item(2, 0))), { total: 8, correct_count: 3, score: 38, exam_points: 3, exam_max_points: 8, primary_score: null }],
    ['1 of 3 right', [item(1, 1), item(2, 0), item(3, 0)], { score: 33 }],
    ['a half of 26 is not a correct answer but a point', [item(26, 1), item(27, 2)], { correct_count: 1, score: 50, exam_points: 3, exam_max_points: 4, experience_gained: 10 }],
    ['a whole exam, nothing right: 0 → 0', exam(), { total: 27, correct_count: 0, score: 0, exam_points: 0, exam_max_points: 29, primary_score: 0, test_score: 0 }],
    ['a whole exam, 12 right and halves of 26 and 27: 14 → 62', exam(twelveRightAndTwoHalves), { correct_count: 12, score: 44, exam_points: 14, primary_score: 14, test_score: 62 }],
    ['a whole exam, all right: 29 → 100', exam(allRight), { correct_count: 27, score: 100, exam_points: 29, exam_max_points: 29, primary_score: 29, test_score: 100, experience_gained: 270 }],
    ['19–21 from two blocks is not an exam', exam(allRight).map((it) => (it.type === 21 ? { ...it, block_id: 8 } : it)), { exam_points: 29, primary_score: null, test_score: null }],
    ['a type twice is not an exam', exam(allRight).map((it) => (it.type === 2 ? { ...it, type: 1 } : it)), { primary_score: null }],
    ['26 tasks are not an exam', exam(allRight).slice(0, 26), { primary_score: null }],
    ['28 tasks are not an exam', [...exam(allRight), item(1, 1)], { primary_score: null }],
  ] as const)('%s', (_name, items, expected) => {
    expect(scoreVariant(items)).toMatchObject(expected);
  });
});
