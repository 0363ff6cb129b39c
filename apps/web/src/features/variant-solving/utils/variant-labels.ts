import type { ResultsMode, VariantMode } from '@ege/core/variants/variant-schemas';

/** The mode and results display as the create dialog names them (SPEC §2 Variants page). */
export const modeLabels: Record<VariantMode, string> = { KEGE: 'КЕГЭ (по одному)', 'all-in-one': 'Все на одной странице' };
export const resultsModeLabels: Record<ResultsMode, string> = { inline: 'Результаты по ходу', after: 'Результаты в конце' };

/** The name for a variant that came without one. */
export function variantTitleOf(variant: { id: number; name: string }): string {
  return variant.name.trim() === '' ? `Вариант #${variant.id}` : variant.name;
}
