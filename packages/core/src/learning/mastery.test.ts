import { describe, expect, it } from 'vitest';
import { estimateMastery, masteryModel, recencyOf } from './mastery';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
type Answer = { answered_at: Date; first_try: boolean; difficulty: number; points: number };
const answers = (n: number, answer: Partial<Answer>): Answer[] => Array.from({ length: n }, () => ({ answered_at: now, first_try: true, difficulty: 2, points: 1, ...answer }));
/** Each answer a group of its own, as the SQL would give answers of different days. */
const estimate = (type: number, list: Answer[]) =>
  estimateMastery(type, list.map(({ answered_at, ...answer }) => ({ ...answer, count: 1, recency: recencyOf(answered_at, now) })));

describe('estimateMastery', () => {
  it('gives the prior with no answers', () => {
    expect(estimate(5, [])).toEqual({ type: 5, probability: masteryModel.priorProbability, partial_probability: 0, attempts_used: 0 });
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
    const one = estimateMastery(5, [{ first_try: true, difficulty: 2, points: 1, count: 7, recency: 7 * recencyOf(daysAgo(3), now) }]);
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
