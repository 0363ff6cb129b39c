import { countKeys } from '@ege/core/variants/variant-schemas';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

/** One of countKeys: '1'…'18', '19-21' (a block of three linked tasks), '22'…'27'. */
export type CountKey = string;
/** A count for every one of countKeys (emptyCounts makes them all). */
export type TypeCounts = Record<CountKey, number>;

export const maxCount = 100;

/** Tasks a block brings: a '19-21' count of 1 is three tasks. */
const tasksPerBlock = 3;

export function countOf(counts: TypeCounts, key: CountKey): number {
  return counts[key] ?? 0;
}

export function emptyCounts(): TypeCounts {
  return Object.fromEntries(countKeys.map((key) => [key, 0])) as TypeCounts;
}

/** A count as SPEC §5 allows it: a whole number 0–max (100 in a variant, 99 in homework; anything else is 0). */
export function clampCount(value: unknown, max: number = maxCount): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return 0;
  return Math.min(max, Math.max(0, Math.trunc(number)));
}

/** How many tasks the counts make: each 19-21 block counts as its three tasks. */
export function countTasks(counts: TypeCounts): number {
  return countKeys.reduce((sum, key) => sum + countOf(counts, key) * (key === blockKey ? tasksPerBlock : 1), 0);
}

export function hasAnyCount(counts: TypeCounts): boolean {
  return countKeys.some((key) => countOf(counts, key) > 0);
}

export function sameCounts(a: TypeCounts, b: TypeCounts): boolean {
  return countKeys.every((key) => countOf(a, key) === countOf(b, key));
}

/** What to send (a variant's tasksByType, a homework's tasks): only the types asked for. */
export function tasksByTypeOf(counts: TypeCounts): Partial<TypeCounts> {
  return Object.fromEntries(countKeys.filter((key) => countOf(counts, key) > 0).map((key) => [key, countOf(counts, key)]));
}

/** 'Задание 5', or 'Задания 19-21' for the block. */
export function countLabelOf(key: CountKey): string {
  return key === blockKey ? 'Задания 19-21' : `Задание ${key}`;
}
