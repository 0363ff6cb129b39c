import { countKeys } from '@ege/core/variants/variant-schemas';
import { clampMultiplier } from './clamp-multiplier';
import { countOf, emptyCounts, type TypeCounts } from '../../../lib/type-counts';

/**
 * 'Подобные решал': only the types the user has solved, weighted by how often. Each solved type gets
 * multiplier × (its solved count / the largest solved count), rounded, and at least 1; so the
 * most-solved type gets the multiplier itself and a type solved once still appears. Types never
 * solved get 0; with nothing solved at all every count is 0.
 */
export function similarCounts(solved: TypeCounts, multiplier: number): TypeCounts {
  const times = clampMultiplier(multiplier);
  const most = Math.max(0, ...countKeys.map((key) => countOf(solved, key)));
  const counts = emptyCounts();
  if (most === 0) return counts;
  for (const key of countKeys) {
    const done = countOf(solved, key);
    if (done > 0) counts[key] = Math.max(1, Math.round((times * done) / most));
  }
  return counts;
}
