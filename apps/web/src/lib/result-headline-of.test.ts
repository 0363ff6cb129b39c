import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { describe, expect, it } from 'vitest';
import { resultHeadlineOf, resultHeadlineTextOf } from './result-headline-of';

const results = (overrides: Partial<VariantResults>): VariantResults => ({
  variant_id: 1,
  name: 'Вариант',
  finished_at: '2025-01-01T10:00:00Z',
  elapsed_seconds: 754,
  correct_count: 5,
  total: 8,
  score: 63,
  exam_points: 6,
  exam_max_points: 9,
  primary_score: null,
  test_score: null,
  experience_gained: 20,
  items: [],
  ...overrides,
});

describe('resultHeadlineOf', () => {
  it('headlines a full exam variant with its test score', () => {
    const full = results({ primary_score: 3, test_score: 20, correct_count: 2, total: 27, score: 7 });
    expect(resultHeadlineOf(full)).toEqual({ label: 'Тестовый балл', value: 20, suffix: '', caption: 'тестовый балл из 100', isTestScore: true });
    expect(resultHeadlineTextOf(full)).toBe('Тестовый балл: 20 из 100');
  });

  it('headlines any other variant with the percent of correct answers, called so', () => {
    expect(resultHeadlineOf(results({ score: 33 }))).toEqual({ label: 'Процент верных ответов', value: 33, suffix: '%', caption: 'верных ответов', isTestScore: false });
    expect(resultHeadlineTextOf(results({ score: 33 }))).toBe('Процент верных ответов: 33%');
  });
});
