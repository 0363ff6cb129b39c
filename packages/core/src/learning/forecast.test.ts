import { describe, expect, it } from 'vitest';
import { testScoreOf } from '../tasks/scoring/exam-score-scale';
import { forecastScore } from './forecast';

const allTypes = (probability: number, partial_probability = 0) =>
  Array.from({ length: 27 }, (_, i) => ({ type: i + 1, probability, partial_probability: i + 1 >= 26 ? partial_probability : 0 }));

describe('forecastScore', () => {
  it('is certain when every chance is 0 or 1', () => {
    const none = forecastScore(allTypes(0));
    expect(none).toMatchObject({ expected_test_score: 0, p10: 0, p90: 0, chances: { 40: 0, 46: 0, 70: 0, 80: 0 } });
    const all = forecastScore(allTypes(1));
    expect(all.primary[29]).toBe(1);
    expect(all).toMatchObject({ expected_test_score: 100, p10: 100, p90: 100, chances: { 40: 1, 46: 1, 70: 1, 80: 1 } });
  });

  it('convolves the types: twelve sure one-point types and nothing else is 12 primary points', () => {
    const forecast = forecastScore(allTypes(0).map((type) => (type.type <= 12 ? { ...type, probability: 1 } : type)));
    expect(forecast.primary[12]).toBeCloseTo(1, 12);
    expect(forecast.expected_test_score).toBeCloseTo(testScoreOf(12), 9);
    expect(forecast.chances).toEqual({ 40: 1, 46: 1, 70: 0, 80: 0 });
  });

  it('gives 26 and 27 one point for partial credit', () => {
    const forecast = forecastScore([
      { type: 26, probability: 0, partial_probability: 1 },
      { type: 27, probability: 0.5, partial_probability: 0.5 },
    ]);
    expect(forecast.primary.slice(0, 4)).toEqual([0, 0, 0.5, 0.5]);
  });

  it('sums to one and puts p10 below the expected score below p90', () => {
    const forecast = forecastScore(allTypes(0.6, 0.2));
    expect(forecast.primary.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(forecast.p10).toBeLessThan(forecast.expected_test_score);
    expect(forecast.expected_test_score).toBeLessThan(forecast.p90);
    expect(forecast.chances[40]).toBeGreaterThanOrEqual(forecast.chances[46]);
    expect(forecast.chances[70]).toBeGreaterThanOrEqual(forecast.chances[80]);
  });

  it('reads chances of the test score: 46 is 8 primary points', () => {
    // Eight sure points and one coin flip: 46 is certain, 48 (9 points) half.
    const types = allTypes(0).map((type) => (type.type <= 8 ? { ...type, probability: 1 } : type.type === 9 ? { ...type, probability: 0.5 } : type));
    const forecast = forecastScore(types);
    expect(forecast.chances[46]).toBeCloseTo(1, 12);
    expect(forecast.chances[70]).toBe(0);
    expect(forecast.expected_test_score).toBeCloseTo((46 + 48) / 2, 9);
    expect(forecast.p10).toBe(46);
    expect(forecast.p90).toBe(48);
  });

  it('widens the range, not the expected score, by the estimates\' uncertainty', () => {
    const known = forecastScore(allTypes(0.5));
    const guessed = forecastScore(allTypes(0.5).map((type) => ({ ...type, uncertainty: 1 / 3 })));
    expect(guessed.expected_test_score).toBeCloseTo(known.expected_test_score, 9);
    expect(guessed.primary.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(guessed.p10).toBeLessThan(known.p10);
    expect(guessed.p90).toBeGreaterThan(known.p90);
    expect(forecastScore(allTypes(0).map((type) => ({ ...type, uncertainty: 0.2 })))).toMatchObject({ p10: 0, p90: 0 });
  });
});
