import type { ResultsMode, VariantMode } from '@ege/core/variants/variant-schemas';

export const modeLabels: Record<VariantMode, string> = {
  KEGE: 'КЕГЭ (по одному)',
  'all-in-one': 'Все на одной странице',
};

export const resultsModeLabels: Record<ResultsMode, string> = {
  inline: 'По ходу',
  after: 'В конце',
};

export const modeOptions = Object.entries(modeLabels).map(([value, label]) => ({ value: value as VariantMode, label }));
export const resultsModeOptions = Object.entries(resultsModeLabels).map(([value, label]) => ({ value: value as ResultsMode, label }));
