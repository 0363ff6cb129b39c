import { hitRateLimit, type RateRule } from '../rate-limit/rate-limit';
import type { CoreDeps } from '../context/core-deps';
import { generatorsByType } from '../generators/generators-by-type';
import type { FillGenerated } from './select-tasks';
import { storeFreshTask } from '../tasks/authoring/store-generated-task';

/** Generated tasks one user's variants and homework may store: a class's homework, not a flood. */
export const fillGeneratedLimit: RateRule = { limit: 2000, windowSeconds: 10 * 60 };

/**
 * What variants and homework fill short types with: fresh generated tasks stored in the bank
 * (decision 040), each counted against the calling user's fillGeneratedLimit.
 */
export function generatedFiller(deps: CoreDeps, userId: number): FillGenerated {
  return async (type, count) => {
    if (!generatorsByType.has(type)) return [];
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      await hitRateLimit(deps.db, `fill-generated:user:${userId}`, fillGeneratedLimit);
      ids.push(await storeFreshTask(deps, type));
    }
    return ids;
  };
}
