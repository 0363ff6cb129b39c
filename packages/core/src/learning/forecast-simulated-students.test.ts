import { describe, expect, it } from 'vitest';
import { examPointsOf } from '../tasks/scoring/exam-points';
import { testScoreOf } from '../tasks/scoring/exam-score-scale';
import { forecastScore } from './forecast';
import { recencyOf } from './mastery';
import { toTypeMastery, type EvidenceRow } from './load-type-mastery';

const now = new Date('2026-11-25T12:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

/** mulberry32: a fixed seed, so the test gives the same numbers on every run. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type TrueChances = { type: number; probability: number; partial_probability: number };

function pointsDrawn(truth: TrueChances, random: () => number): number {
  const roll = random();
  if (roll < truth.probability) return examPointsOf(truth.type, { is_correct: true, solved_parts: null });
  if (roll < truth.probability + truth.partial_probability) return 1;
  return 0;
}

/** A student's true chances: a level, each type within ±0.3 of it. */
function studentOf(random: () => number): TrueChances[] {
  const level = random();
  return Array.from({ length: 27 }, (_, i) => {
    const type = i + 1;
    const p = Math.min(0.98, Math.max(0.02, level + (random() - 0.5) * 0.6));
    return { type, probability: p, partial_probability: type >= 26 ? (1 - p) * random() * 0.6 : 0 };
  });
}

const trainerAnswer = (type: number, points: number, answeredAt: Date): EvidenceRow => ({ type, exam: false, first_try: true, difficulty: 2, points, count: 1, recency: recencyOf(answeredAt, now) });
const examTask = (type: number, points: number, finishedAt: Date): EvidenceRow => ({ ...trainerAnswer(type, points, finishedAt), exam: true });
const share = (values: readonly boolean[]) => values.filter(Boolean).length / values.length;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** The screen says the 10–90 range holds the score 'В 8 случаях из 10': a little more is honest, less is not. */
const expectEightInTen = (coverage: number) => {
  expect(coverage).toBeGreaterThanOrEqual(0.78);
  expect(coverage).toBeLessThanOrEqual(0.9);
};
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * The honesty checks of decisions 042 and 050 on students with known true chances per type: the
 * forecast from their answers against the truth, and its 10–90 range against one more exam drawn
 * from the truth.
 */
describe('the forecast on simulated students', () => {
  it('puts the expected score within ±3 of the true one after 60 first tries a type, its 10–90 range around 8 in 10 exams', () => {
    const random = randomOf(18);
    const runs = 400;
    const covered: boolean[] = [];
    const errors: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const truth = studentOf(random);
      const rows = truth.flatMap((chances) =>
        Array.from({ length: 60 }, () => trainerAnswer(chances.type, pointsDrawn(chances, random), new Date(now.getTime() - random() * 60 * dayMs))),
      );
      const forecast = forecastScore(toTypeMastery(rows));
      errors.push(forecast.expected_test_score - forecastScore(truth).expected_test_score);
      const exam = testScoreOf(truth.reduce((sum, chances) => sum + pointsDrawn(chances, random), 0));
      covered.push(forecast.p10 <= exam && exam <= forecast.p90);
    }
    const withinThree = share(errors.map((error) => Math.abs(error) <= 3));
    expect(withinThree).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(mean(errors))).toBeLessThan(1);
    expectEightInTen(share(covered));
    console.info(`60 tries a type: ${percent(withinThree)} within ±3, mean error ${mean(errors).toFixed(2)}, 10–90 coverage ${percent(share(covered))}`);
  });

  it('anchors the forecast at a full rehearsal\'s score: within ±8 of it, its range around the next exam', () => {
    const random = randomOf(50);
    const runs = 400;
    const near: boolean[] = [];
    const covered: boolean[] = [];
    const absErrors: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const truth = studentOf(random);
      const rehearsal = truth.map((chances) => pointsDrawn(chances, random));
      const scored = testScoreOf(rehearsal.reduce((sum, points) => sum + points, 0));
      // Two trainer answers a week before do not outweigh the rehearsal of today.
      const rows = [
        trainerAnswer(1, pointsDrawn(truth[0]!, random), new Date(now.getTime() - 7 * dayMs)),
        trainerAnswer(2, pointsDrawn(truth[1]!, random), new Date(now.getTime() - 7 * dayMs)),
        ...rehearsal.map((points, i) => examTask(i + 1, points, now)),
      ];
      const forecast = forecastScore(toTypeMastery(rows));
      near.push(Math.abs(forecast.expected_test_score - scored) <= 8);
      absErrors.push(Math.abs(forecast.expected_test_score - forecastScore(truth).expected_test_score));
      const next = testScoreOf(truth.reduce((sum, chances) => sum + pointsDrawn(chances, random), 0));
      covered.push(forecast.p10 <= next && next <= forecast.p90);
    }
    console.info(
      `one full rehearsal: ${percent(share(near))} within ±8 of its score, mean abs error against the truth ${mean(absErrors).toFixed(1)}, 10–90 coverage of the next exam ${percent(share(covered))}`,
    );
    expect(share(near)).toBeGreaterThanOrEqual(0.95);
    expectEightInTen(share(covered));
  });

  it('keeps its range honest on the fewest answers it forecasts from: 20 first tries over the last two weeks', () => {
    const random = randomOf(20);
    const runs = 400;
    const covered: boolean[] = [];
    const absErrors: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const truth = studentOf(random);
      const rows = Array.from({ length: 20 }, () => {
        const chances = truth[Math.floor(random() * 27)]!;
        return trainerAnswer(chances.type, pointsDrawn(chances, random), new Date(now.getTime() - random() * 14 * dayMs));
      });
      const forecast = forecastScore(toTypeMastery(rows));
      absErrors.push(Math.abs(forecast.expected_test_score - forecastScore(truth).expected_test_score));
      const exam = testScoreOf(truth.reduce((sum, chances) => sum + pointsDrawn(chances, random), 0));
      covered.push(forecast.p10 <= exam && exam <= forecast.p90);
    }
    console.info(`20 first tries: mean abs error against the truth ${mean(absErrors).toFixed(1)}, 10–90 coverage ${percent(share(covered))}`);
    expectEightInTen(share(covered));
  });
});
