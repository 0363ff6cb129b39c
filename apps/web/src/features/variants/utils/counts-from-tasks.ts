import { blockKey, isBlockType } from '@ege/core/tasks/bank/task-type-catalog';
import { countOf, emptyCounts, type CountKey, type TypeCounts } from '../../../lib/type-counts';

/**
 * The per-type counts of a variant's tasks, for the edit dialog. A 19-21 block is three tasks of
 * types 19, 20 and 21, so the block count is the number of type-19 tasks.
 */
export function countsFromTasks(tasks: readonly { type: number }[]): TypeCounts {
  const counts = emptyCounts();
  for (const { type } of tasks) {
    if (isBlockType(type)) {
      if (type === 19) counts[blockKey] = countOf(counts, blockKey) + 1;
      continue;
    }
    const key: CountKey = String(type);
    if (key in counts) counts[key] = countOf(counts, key) + 1;
  }
  return counts;
}
