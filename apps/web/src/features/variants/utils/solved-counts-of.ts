import { mergeBlockCounts } from '@ege/core/variants/merge-block-counts';
import { countKeys } from '@ege/core/variants/variant-schemas';
import { emptyCounts, type TypeCounts } from '../../../lib/type-counts';

/**
 * How many tasks of each type the user has solved (users.stats solved_tasks: type → task ids), with
 * 19, 20 and 21 merged into '19-21' by the rule selectTasks counts by (the largest of the three).
 */
export function solvedCountsOf(solvedTasks: Readonly<Record<string, readonly number[]>>): TypeCounts {
  const sizes = Object.fromEntries(Object.entries(solvedTasks).map(([type, ids]) => [type, new Set(ids).size]));
  const merged = mergeBlockCounts(sizes);
  const counts = emptyCounts();
  for (const key of countKeys) counts[key] = merged[key] ?? 0;
  return counts;
}
