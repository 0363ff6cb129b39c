import { describe, expect, it } from 'vitest';
import { estimateLevel, estimateMastery, masteryModel, recencyOf, type MasteryEvidence } from './mastery';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
type Answer = { answered_at: Date; first_try: boolean; exam: boolean; difficulty: number; points: number };
const answers = (n: number, answer: Partial<Answer>): Answer[] => Array.from({ length: n }, () => ({ answered_at: now, first_try: true, exam: false, difficulty: 2, points: 1, ...answer }));
/** Each answer a group of its own, as the SQL would give answers of different days. */
const estimate = (type: number, list: Answer[]) =>
  estimateMastery(type, list.map(({ answered_at, ...answer }) => ({ ...answer, count: 1, recency: recencyOf(answered_at, now) })));

describe('estimateMastery', () => {
  it('gives the level as the prior with no answers, marked untried', () => {
    expect(estimate(5, [])).toEqual({ type: 5, probability: masteryModel.priorProbability, partial_probability: 0, attempts_used: 0, tasks_answered: 0, tried: false, uncertainty: 1 / 3 });
    expect(estimateMastery(5, [], 0.1)).toMatchObject({ probability: 0.1, tried: false });
    expect(estimate(5, answers(1, { points: 0, first_try: false }))).toMatchObject({ attempts_used: 1, tasks_answered: 0, tried: true });
  });

  it('counts a full exam\'s task, a blank or not, as a first try of four answers\' weight, and as an answered task', () => {
    const examMiss = estimate(5, answers(1, { points: 0, exam: true, difficulty: 1 }));
    expect(examMiss.probability).toBeCloseTo(0.7 / (2 + masteryModel.examWeight), 6);
    expect(examMiss).toMatchObject({ attempts_used: 1, tasks_answered: 1, tried: true });
    // No surprise weighting: the exam's task says what it says whatever its difficulty.
    expect(estimate(5, answers(1, { points: 1, exam: true, difficulty: 3 })).probability).toBeCloseTo((0.7 + masteryModel.examWeight) / (2 + masteryModel.examWeight), 6);
  });

  it('moves from the prior towards the share of first tries solved as data grows', () => {
    const few = estimate(5, answers(2, { points: 1 })).probability;
    const many = estimate(5, answers(40, { points: 1 })).probability;
    expect(few).toBeGreaterThan(masteryModel.priorProbability);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeGreaterThan(0.95);
    const half = estimate(5, [...answers(50, { points: 1 }), ...answers(50, { points: 0 })]).probability;
    expect(half).toBeCloseTo(0.5, 1);
  });

  it('weighs recent answers more: a 30-day half-life', () => {
    const recentMisses = [...answers(10, { points: 1, answered_at: daysAgo(60) }), ...answers(10, { points: 0, answered_at: daysAgo(0) })];
    const recentSolves = [...answers(10, { points: 0, answered_at: daysAgo(60) }), ...answers(10, { points: 1, answered_at: daysAgo(0) })];
    // Ten answers two half-lives old weigh as 2.5 of today's.
    expect(estimate(5, recentMisses).probability).toBeCloseTo((0.7 + 2.5) / (2 + 12.5), 6);
    expect(estimate(5, recentSolves).probability).toBeCloseTo((0.7 + 10) / (2 + 12.5), 6);
  });

  it('ignores answers older than a year but counts the rest as used', () => {
    const result = estimate(5, [...answers(3, { answered_at: daysAgo(400) }), ...answers(2, { answered_at: daysAgo(10) })]);
    expect(result.attempts_used).toBe(2);
  });

  it('weighs first tries most', () => {
    const firstMiss = estimate(5, [...answers(1, { points: 0 }), ...answers(1, { points: 1, first_try: false })]).probability;
    expect(firstMiss).toBeCloseTo((0.7 + 0.3) / (2 + 1.3), 6);
  });

  it('counts a solved hard task and a missed easy one more than the reverse', () => {
    const hardSolved = estimate(5, [...answers(1, { points: 1, difficulty: 3 }), ...answers(1, { points: 0, difficulty: 3 })]).probability;
    const easySolved = estimate(5, [...answers(1, { points: 1, difficulty: 1 }), ...answers(1, { points: 0, difficulty: 1 })]).probability;
    expect(hardSolved).toBeCloseTo((0.7 + 1.5) / (2 + 2.25), 6);
    expect(easySolved).toBeCloseTo((0.7 + 0.75) / (2 + 2.25), 6);
  });

  it('reads a group of alike answers through its count and summed recency', () => {
    const one = estimateMastery(5, [{ first_try: true, exam: false, difficulty: 2, points: 1, count: 7, recency: 7 * recencyOf(daysAgo(3), now) }]);
    const seven = estimate(5, answers(7, { answered_at: daysAgo(3) }));
    expect(one.probability).toBeCloseTo(seven.probability, 12);
    expect(one.attempts_used).toBe(7);
  });

  it('keeps partial credit apart for 26 and 27', () => {
    const result = estimate(27, [...answers(10, { points: 2 }), ...answers(10, { points: 1 }), ...answers(10, { points: 0 })]);
    expect(result.probability).toBeCloseTo((0.7 + 10) / 32, 6);
    expect(result.partial_probability).toBeCloseTo((2 * 0.65 * 0.3 + 10) / 32, 6);
    expect(estimate(5, answers(3, { points: 1 })).partial_probability).toBe(0);
  });
});

describe('estimateLevel', () => {
  const group = (points: number, exam = false): MasteryEvidence => ({ first_try: true, exam, difficulty: 2, points, count: 1, recency: 1 });
  const examOf = (pointsOf: (type: number) => number) => new Map(Array.from({ length: 27 }, (_, i) => [i + 1, [group(pointsOf(i + 1), true)]]));

  it('is 35% with no answers and falls near 0 after an exam with every task missed', () => {
    expect(estimateLevel(new Map())).toBeCloseTo(masteryModel.priorProbability, 12);
    expect(estimateLevel(examOf(() => 0))).toBeCloseTo((4 * 0.35) / (4 + 27), 6);
    // 25 solved, 26 half (one point of two), 27 whole.
    expect(estimateLevel(examOf((type) => (type === 27 ? 2 : 1)))).toBeCloseTo((4 * 0.35 + 25 + 0.5 + 1) / 31, 6);
  });

  it('weighs breadth, not volume: a hundred solves of one type count as one answer', () => {
    const oneType = new Map([[1, Array.from({ length: 100 }, () => group(1))]]);
    expect(estimateLevel(oneType)).toBeCloseTo((4 * 0.35 + 1) / 5, 6);
  });
});
