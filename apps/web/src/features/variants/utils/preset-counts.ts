import { countKeys } from '@ege/core/variants/variant-schemas';
import { clampMultiplier } from './clamp-multiplier';
import { similarCounts } from './similar-counts';
import { emptyCounts, type TypeCounts } from '../../../lib/type-counts';

export const generatorPresets = ['classic', 'similar', 'empty'] as const;
export type GeneratorPreset = (typeof generatorPresets)[number];

export const presetLabels: Record<GeneratorPreset, string> = {
  classic: 'Классический 27',
  similar: 'Подобные решал',
  empty: 'Пустой',
};

/**
 * The counts a preset gives at a multiplier (1–10): 'Классический 27' is one task of every type and
 * one 19-21 block, times the multiplier; 'Подобные решал' weighs the solved types (similarCounts);
 * 'Пустой' is all zeros.
 */
export function presetCounts(preset: GeneratorPreset, multiplier: number, solved: TypeCounts): TypeCounts {
  const times = clampMultiplier(multiplier);
  if (preset === 'classic') return Object.fromEntries(countKeys.map((key) => [key, times])) as TypeCounts;
  if (preset === 'similar') return similarCounts(solved, times);
  return emptyCounts();
}
