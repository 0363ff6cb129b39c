import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { countRu } from '@ege/core/text/plural-ru';
import { countKeys } from '@ege/core/variants/variant-schemas';
import { countOf, countTasks, emptyCounts, type TypeCounts } from '../../../lib/type-counts';

/** SPEC §5 and §9: a homework count per type is 0–99. */
export const maxHomeworkCount = 99;

/** The count key of a task type: the block's three questions count as one '19-21'. */
export function countKeyOf(type: number): string {
  return type >= 19 && type <= 21 ? blockKey : String(type);
}

/**
 * The form starts here (decision 073): nothing is in the homework that the teacher did not choose.
 * The SPEC's 'one task of each type solved before' is the explicit action below, not a start.
 */
export function startingHomeworkCounts(): TypeCounts {
  return emptyCounts();
}

/**
 * 'Типы, которые решали ученики': one task of each type a selected student has solved before
 * (the block once), added to what the teacher chose; a type already counted keeps its count.
 */
export function withSolvedTypes(counts: TypeCounts, solvedTypes: readonly number[]): TypeCounts {
  const solvedKeys = new Set(solvedTypes.map(countKeyOf));
  return Object.fromEntries(countKeys.map((key) => [key, solvedKeys.has(key) ? Math.max(1, countOf(counts, key)) : countOf(counts, key)]));
}

/** The line under the counts: what each selected student gets, a 19-21 block as its three tasks. */
export function perStudentTotalText(counts: TypeCounts): string {
  const total = countTasks(counts);
  if (total === 0) return 'Пока не выбрано ни одной задачи.';
  const blocks = countOf(counts, blockKey);
  const note = blocks > 0 ? ` (из них ${countRu(blocks * 3, ['задача', 'задачи', 'задач'])} в ${countRu(blocks, ['блоке', 'блоках', 'блоках'])} 19-21)` : '';
  return `Всего задач каждому ученику: ${total}${note}`;
}
