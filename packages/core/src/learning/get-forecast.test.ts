import { describe, expect, it } from 'vitest';
import { forecastMinTasks, planForecast } from './get-forecast';
import { toTypeMastery, type EvidenceRow } from './load-type-mastery';

const firstTries = (count: number): EvidenceRow[] =>
  Array.from({ length: count }, (_, i) => ({ type: (i % 27) + 1, exam: false, first_try: true, difficulty: 2, points: 1, count: 1, recency: 1 }));

describe('planForecast', () => {
  it('gives no score below 20 answered tasks, only how many more, and stores nothing', () => {
    const retries: EvidenceRow[] = firstTries(5).map((row) => ({ ...row, first_try: false, count: 40 }));
    const { view, point } = planForecast(toTypeMastery([...firstTries(19), ...retries]), [], '2026-11-25');
    expect(forecastMinTasks).toBe(20);
    // Retries of a task are not new tasks: 19 first tries still need one more.
    expect(view).toEqual({ status: 'insufficient', tasks_answered: 19, need: 1, history: [] });
    expect(point).toBeNull();
  });

  it('forecasts from 20 first tries and stores the day\'s point', () => {
    const { view, point } = planForecast(toTypeMastery(firstTries(20)), [], '2026-11-25');
    expect(view.status).toBe('ready');
    if (view.status !== 'ready') return;
    expect(point).toEqual({ day: '2026-11-25', expected_test_score: view.expected_test_score, p10: view.p10, p90: view.p90 });
    expect(view.history).toEqual([point]);
  });

  it('forecasts from one full exam alone, its blanks counted as misses', () => {
    const exam: EvidenceRow[] = Array.from({ length: 27 }, (_, i) => ({ type: i + 1, exam: true, first_try: true, difficulty: 2, points: 0, count: 1, recency: 1 }));
    const { view } = planForecast(toTypeMastery(exam), [], '2026-11-25');
    expect(view).toMatchObject({ status: 'ready', p10: 0 });
    if (view.status === 'ready') expect(view.expected_test_score).toBeLessThan(8);
  });
});
