import { describe, expect, it } from 'vitest';
import { estimateMastery, masteryModel, type MasteryEvidence } from './mastery';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const answers = (n: number, answer: Partial<MasteryEvidence>): MasteryEvidence[] =>
  Array.from({ length: n }, () => ({ answered_at: now, first_try: true, difficulty: 2, points: 1, ...answer }));

describe('estimateMastery', () => {
  it('gives the prior with no answers', () => {
    expect(estimateMastery(5, [], now)).toEqual({ type: 5, probability: masteryModel.priorProbability, partial_probability: 0, attempts_used: 0 });
  });

  it('moves from the prior towards the share of first tries solved as data grows', () => {
    const few = estimateMastery(5, answers(2, { points: 1 }), now).probability;
    const many = estimateMastery(5, answers(40, { points: 1 }), now).probability;
    expect(few).toBeGreaterThan(masteryModel.priorProbability);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeGreaterThan(0.95);
    const half = estimateMastery(5, [...answers(50, { points: 1 }), ...answers(50, { points: 0 })], now).probability;
    expect(half).toBeCloseTo(0.5, 1);
  });

  it('weighs recent answers more: a 30-day half-life', () => {
    const recentMisses = [...answers(10, { points: 1, answered_at: daysAgo(60) }), ...answers(10, { points: 0, answered_at: daysAgo(0) })];
    const recentSolves = [...answers(10, { points: 0, answered_at: daysAgo(60) }), ...answers(10, { points: 1, answered_at: daysAgo(0) })];
    // Ten answers two half-lives old weigh as 2.5 of today's.
    expect(estimateMastery(5, recentMisses, now).probability).toBeCloseTo((0.7 + 2.5) / (2 + 12.5), 6);
    expect(estimateMastery(5, recentSolves, now).probability).toBeCloseTo((0.7 + 10) / (2 + 12.5), 6);
  });

  it('ignores answers older than a year but counts the rest as used', () => {
    const result = estimateMastery(5, [...answers(3, { answered_at: daysAgo(400) }), ...answers(2, { answered_at: daysAgo(10) })], now);
    expect(result.attempts_used).toBe(2);
  });

  it('weighs first tries most', () => {
    const firstMiss = estimateMastery(5, [...answers(1, { points: 0 }), ...answers(1, { points: 1, first_try: false })], now).probability;
    expect(firstMiss).toBeCloseTo((0.7 + 0.3) / (2 + 1.3), 6);
  });

  it('counts a solved hard task and a missed easy one more than the reverse', () => {
    const hardSolved = estimateMastery(5, [...answers(1, { points: 1, difficulty: 3 }), ...answers(1, { points: 0, difficulty: 3 })], now).probability;
    const easySolved = estimateMastery(5, [...answers(1, { points: 1, difficulty: 1 }), ...answers(1, { points: 0, difficulty: 1 })], now).probability;
    expect(hardSolved).toBeCloseTo((0.7 + 1.5) / (2 + 2.25), 6);
    expect(easySolved).toBeCloseTo((0.7 + 0.75) / (2 + 2.25), 6);
  });

  it('reads several alike answers of a day through count', () => {
    const one = estimateMastery(5, [{ answered_at: daysAgo(3), first_try: true, difficulty: 2, points: 1, count: 7 }], now);
    const seven = estimateMastery(5, answers(7, { answered_at: daysAgo(3) }), now);
    expect(one.probability).toBeCloseTo(seven.probability, 12);
    expect(one.attempts_used).toBe(7);
  });

  it('keeps partial credit apart for 26 and 27', () => {
    const result = estimateMastery(27, [...answers(10, { points: 2 }), ...answers(10, { points: 1 }), ...answers(10, { points: 0 })], now);
    expect(result.probability).toBeCloseTo((0.7 + 10) / 32, 6);
    expect(result.partial_probability).toBeCloseTo((2 * 0.65 * 0.3 + 10) / 32, 6);
    expect(estimateMastery(5, answers(3, { points: 1 }), now).partial_probability).toBe(0);
  });
});
