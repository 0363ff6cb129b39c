import { hitRateLimit, type RateRule } from '../rate-limit/rate-limit';
import type { CoreDeps } from '../context/core-deps';
import { generatorsByType } from '../generators/generators-by-type';
import type { FillGenerated } from './select-tasks';
import { storeFreshBlock, storeFreshTask } from '../tasks/authoring/store-generated-task';
import { isBlockType } from '../generators/generate-block';

/** Generated tasks one user's variants and homework may store: a class's homework, not a flood. */
export const fillGeneratedLimit: RateRule = { limit: 2000, windowSeconds: 10 * 60 };

/**
 * What variants and homework fill short types with: fresh generated tasks stored in the bank
 * (decision 040), each counted against the calling user's fillGeneratedLimit; a 19–21 block counts once.
 */
export function generatedFiller(deps: CoreDeps, userId: number): FillGenerated {
  return async (type, count) => {
    if (!generatorsByType.has(type)) return [];
    const picks: number[][] = [];
    for (let i = 0; i < count; i++) {
      await hitRateLimit(deps.db, `fill-generated:user:${userId}`, fillGeneratedLimit);
      // A block (asked for as 19) is stored whole: its three questions in order (decision 065).
      picks.push(isBlockType(type) ? await storeFreshBlock(deps) : [await storeFreshTask(deps, type)]);
    }
    return picks;
  };
}
