import type { CoreDeps } from '../context/core-deps';
import { generatorsByType } from '../generators/generators-by-type';
import type { FillGenerated } from '../variants/select-tasks';
import { storeFreshTask } from './store-generated-task';

/** What variants and homework fill short types with: fresh generated tasks stored in the bank (decision 040). */
export function generatedFiller(deps: CoreDeps): FillGenerated {
  return async (type, count) => {
    if (!generatorsByType.has(type)) return [];
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await storeFreshTask(deps, type));
    return ids;
  };
}
