import { describe, expect, it } from 'vitest';
import { formatForecast } from './format-forecast';

describe('formatForecast', () => {
  it('shows the rounded score with its range', () => {
    expect(formatForecast({ status: 'ready', expected_test_score: 61.6, p10: 55, p90: 70 })).toBe('62 (55–70)');
  });

  it('says how many tasks are missing instead of a number', () => {
    expect(formatForecast({ status: 'insufficient', tasks_answered: 3, need: 1 })).toBe('мало данных: ещё 1 задача');
    expect(formatForecast({ status: 'insufficient', tasks_answered: 3, need: 4 })).toBe('мало данных: ещё 4 задачи');
    expect(formatForecast({ status: 'insufficient', tasks_answered: 0, need: 12 })).toBe('мало данных: ещё 12 задач');
  });
});
