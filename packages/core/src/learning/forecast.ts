import { maxPointsOf } from '../tasks/scoring/exam-points';
import { maxPrimaryScore, testScoreOf } from '../tasks/scoring/exam-score-scale';
import type { TypeMastery } from './mastery';

/** The test scores whose chances the forecast gives: 40 and 46 are the usual admission thresholds. */
export const forecastThresholds = [40, 46, 70, 80] as const;
export type ForecastThreshold = (typeof forecastThresholds)[number];

export type ScoreForecast = {
  /** The chance of each primary score 0..29, the estimates' own uncertainty included. */
  primary: number[];
  /** Read from the exam's spread alone: the widening is symmetric, but the scale's ends would bend it. */
  expected_test_score: number;
  /** The 10th and 90th percentiles of the test score. */
  p10: number;
  p90: number;
  /** The chance of at least each threshold's test score. */
  chances: Record<ForecastThreshold, number>;
};

/**
 * How much the types' estimate errors move together, fitted on the simulated students so that the 10–90
 * range covers 80–87% of next exams after one rehearsal, 20 answers or 60 a type (decision 050).
 */
const estimateCorrelation = 0.1;

/** A type's chances; with `uncertainty` when they are estimates, without when they are known. */
export type ForecastInput = Pick<TypeMastery, 'type' | 'probability' | 'partial_probability'> & Partial<Pick<TypeMastery, 'uncertainty'>>;

/**
 * The exam's primary score distribution from the per-type first-try chances (one task of each type,
 * independent), convolved type by type, then widened by the estimates' own uncertainty (a normal of the
 * types' estimate errors, each its points variance times its `uncertainty`, correlated by
 * `estimateCorrelation`), and read through the 29 -> 100
 * scale (decision 050).
 */
export function forecastScore(mastery: readonly ForecastInput[]): ScoreForecast {
  let exam = [1];
  let estimateSpread = 0;
  let independentVariance = 0;
  for (const type of mastery) {
    const outcome = outcomeOf(type);
    exam = convolve(exam, outcome);
    const variance = varianceOf(outcome) * (type.uncertainty ?? 0);
    independentVariance += variance;
    estimateSpread += Math.sqrt(variance);
  }
  // The types' estimates err partly together (each leans on the student's one level): as independent
  // errors they left the 10–90 range around 70–75% of next exams after one rehearsal or 20 answers,
  // where the screen says 8 in 10; as one error, around 99%.
  const estimateVariance = (1 - estimateCorrelation) * independentVariance + estimateCorrelation * estimateSpread ** 2;
  exam = Array.from({ length: maxPrimaryScore + 1 }, (_, score) => exam[score] ?? 0);
  const primary = widen(exam, estimateVariance);

  const expected = exam.reduce((sum, chance, score) => sum + chance * testScoreOf(score), 0);
  const cumulative: { score: number; below: number }[] = [];
  let running = 0;
  primary.forEach((chance, score) => {
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

/** The chance of each number of points on one task of the type. */
function outcomeOf(type: ForecastInput): number[] {
  const max = maxPointsOf(type.type);
  const outcome = Array<number>(max + 1).fill(0);
  outcome[max] = type.probability;
  if (max > 1) outcome[1] = type.partial_probability;
  outcome[0] = Math.max(0, 1 - outcome.slice(1).reduce((sum, p) => sum + p, 0));
  return outcome;
}

function varianceOf(outcome: readonly number[]): number {
  const mean = outcome.reduce((sum, p, points) => sum + p * points, 0);
  return outcome.reduce((sum, p, points) => sum + p * (points - mean) ** 2, 0);
}

/** The distribution convolved with a normal of the given variance on whole points, what falls past an end held there. */
function widen(primary: readonly number[], variance: number): number[] {
  if (variance < 1e-9) return [...primary];
  const reach = Math.ceil(3 * Math.sqrt(variance));
  const kernel = Array.from({ length: 2 * reach + 1 }, (_, i) => Math.exp(-((i - reach) ** 2) / (2 * variance)));
  const total = kernel.reduce((sum, k) => sum + k, 0);
  const out = Array<number>(primary.length).fill(0);
  primary.forEach((chance, score) =>
    kernel.forEach((k, i) => {
      const to = Math.min(Math.max(score + i - reach, 0), primary.length - 1);
      out[to]! += (chance * k) / total;
    }),
  );
  return out;
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
}
