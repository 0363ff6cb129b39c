import type { VariantResults } from '@ege/core/variants/variant-schemas';

/** The big number of a variant's results: what it is called, its value, what follows the value and the caption under it. */
export type ResultHeadline = { label: string; value: number; suffix: string; caption: string; isTestScore: boolean };

/** A full 27-task exam variant, which has a primary and a test score. */
export function isFullExamResult(results: VariantResults): results is VariantResults & { primary_score: number; test_score: number } {
  return results.primary_score !== null && results.test_score !== null;
}

/**
 * A full 27-task variant is headlined by its test score, as the exam is; any other by SPEC §5's
 * percent of correct answers, called so, since '7 из 100' beside 'Тестовый балл: 20' read as two scores.
 */
export function resultHeadlineOf(results: VariantResults): ResultHeadline {
  if (isFullExamResult(results)) return { label: 'Тестовый балл', value: results.test_score, suffix: '', caption: 'тестовый балл из 100', isTestScore: true };
  return { label: 'Процент верных ответов', value: results.score, suffix: '%', caption: 'верных ответов', isTestScore: false };
}

/** The headline in one line: 'Тестовый балл: 20 из 100', 'Процент верных ответов: 33%'. */
export function resultHeadlineTextOf(results: VariantResults): string {
  const headline = resultHeadlineOf(results);
  return headline.isTestScore ? `${headline.label}: ${headline.value} из 100` : `${headline.label}: ${headline.value}${headline.suffix}`;
}
