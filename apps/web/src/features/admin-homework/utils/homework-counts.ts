import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { countKeys } from '@ege/core/variants/variant-schemas';
import type { TypeCounts } from '../../../lib/type-counts';

/** SPEC §5 and §9: a homework count per type is 0–99. */
export const maxHomeworkCount = 99;

/** The count key of a task type: the block's three questions count as one '19-21'. */
export function countKeyOf(type: number): string {
  return type >= 19 && type <= 21 ? blockKey : String(type);
}

/** One task of every type a selected student has solved before (SPEC §2), zero for the rest. */
export function defaultHomeworkCounts(solvedTypes: readonly number[]): TypeCounts {
  const solvedKeys = new Set(solvedTypes.map(countKeyOf));
  return Object.fromEntries(countKeys.map((key) => [key, solvedKeys.has(key) ? 1 : 0]));
}
