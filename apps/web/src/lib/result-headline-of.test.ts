import { describe, expect, it } from 'vitest';
import { variantResultsOf } from './variant-results-fixture';
import { resultHeadlineOf, resultHeadlineTextOf } from './result-headline-of';

const results = variantResultsOf;

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
