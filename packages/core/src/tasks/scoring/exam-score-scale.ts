import { firstTaskType, lastTaskType } from '../checking/answer-layout';
import { maxPointsOf } from './exam-points';

/** Test score for each primary score 0..29 (EXAM.md, the 2022–2025 scale); a new year's scale is this one edit. */
export const testScoreByPrimary: readonly number[] = [
  0, 7, 14, 20, 27, 34, 40, 43, 46, 48,
  51, 54, 56, 59, 62, 64, 67, 70, 72, 75,
  78, 80, 83, 85, 88, 90, 93, 95, 98, 100,
];

/** 29: derived from the points per type, so the two tables cannot silently disagree. */
export const maxPrimaryScore = sumOfMaxPoints();

/** Primary points are whole: a fraction rounds down, and anything outside 0..29 is held to the ends. */
export function testScoreOf(primary: number): number {
  if (Number.isNaN(primary)) throw new RangeError('Primary score is not a number');
  const clamped = Math.min(Math.max(Math.floor(primary), 0), maxPrimaryScore);
  const score = testScoreByPrimary[clamped];
  if (score === undefined) throw new RangeError(`The scale has no test score for ${clamped} primary points`);
  return score;
}

function sumOfMaxPoints(): number {
  let sum = 0;
  for (let type = firstTaskType; type <= lastTaskType; type += 1) sum += maxPointsOf(type);
  return sum;
}
