import type { VariantResults } from '@ege/core/variants/variant-schemas';

/** The results of a small finished variant for the results screen's tests; overrides set what a test is about. */
export const variantResultsOf = (overrides: Partial<VariantResults>): VariantResults => ({
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
