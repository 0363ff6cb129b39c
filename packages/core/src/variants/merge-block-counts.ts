import { blockKey } from '../tasks/bank/task-type-catalog';
const blockParts = ['19', '20', '21'];

/**
 * Counts per type with '19', '20' and '21' folded into '19-21': one block brings a task of each of
 * the three, so the block count is the largest of them (and of '19-21' itself, when also given).
 * Other keys pass unchanged. The generator's counters and selectTasks count by this one rule.
 */
export function mergeBlockCounts(tasksByType: Readonly<Record<string, number>>): Record<string, number> {
  const merged: Record<string, number> = {};
  let blocks: number | undefined;
  for (const [key, count] of Object.entries(tasksByType)) {
    if (key === blockKey || blockParts.includes(key)) blocks = Math.max(blocks ?? 0, count);
    else merged[key] = count;
  }
  if (blocks !== undefined) merged[blockKey] = blocks;
  return merged;
}
