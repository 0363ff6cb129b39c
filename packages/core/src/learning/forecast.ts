import { maxPointsOf } from '../tasks/exam-points';
import { maxPrimaryScore, testScoreOf } from '../tasks/exam-score-scale';
import type { TypeMastery } from './mastery';

/** The test scores whose chances the forecast gives: 40 and 46 are the usual admission thresholds. */
export const forecastThresholds = [40, 46, 70, 80] as const;
export type ForecastThreshold = (typeof forecastThresholds)[number];

export type ScoreForecast = {
  /** The chance of each primary score 0..29. */
  primary: number[];
  expected_test_score: number;
  /** The 10th and 90th percentiles of the test score. */
  p10: number;
  p90: number;
  /** The chance of at least each threshold's test score. */
  chances: Record<ForecastThreshold, number>;
};

/**
 * The exam's primary score distribution from the per-type first-try chances (one task of each type,
 * independent), convolved type by type, and read through the 29 -> 100 scale.
 */
export function forecastScore(mastery: readonly Pick<TypeMastery, 'type' | 'probability' | 'partial_probability'>[]): ScoreForecast {
  let primary = [1];
  for (const type of mastery) {
    const max = maxPointsOf(type.type);
    const outcome = Array<number>(max + 1).fill(0);
    outcome[max] = type.probability;
    if (max > 1) outcome[1] = type.partial_probability;
    outcome[0] = Math.max(0, 1 - outcome.slice(1).reduce((sum, p) => sum + p, 0));
    primary = convolve(primary, outcome);
  }
  primary = Array.from({ length: maxPrimaryScore + 1 }, (_, score) => primary[score] ?? 0);

  let expected = 0;
  const cumulative: { score: number; below: number }[] = [];
  let running = 0;
  primary.forEach((chance, score) => {
    expected += chance * testScoreOf(score);
    running += chance;
    cumulative.push({ score: testScoreOf(score), below: running });
  });
  const percentile = (q: number) => (cumulative.find((point) => point.below >= q - 1e-12) ?? cumulative.at(-1)!).score;
  const chanceOfAtLeast = (threshold: number) => primary.reduce((sum, chance, score) => (testScoreOf(score) >= threshold ? sum + chance : sum), 0);
  return {
    primary,
    expected_test_score: expected,
    p10: percentile(0.1),
    p90: percentile(0.9),
    chances: { 40: chanceOfAtLeast(40), 46: chanceOfAtLeast(46), 70: chanceOfAtLeast(70), 80: chanceOfAtLeast(80) },
  };
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
}
