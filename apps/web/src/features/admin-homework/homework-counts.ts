import { countKeys } from '@ege/core/variants/variant-schemas';

/** Counts per key of countKeys: '1'…'18', '19-21' (a block of three linked tasks), '22'…'27'. */
export type HomeworkCounts = Record<string, number>;

/** SPEC §5 and §9: a homework count per type is 0–99. */
export const maxHomeworkCount = 99;
export const blockKey = '19-21';

/** The count key of a task type: the block's three questions count as one '19-21'. */
export function countKeyOf(type: number): string {
  return type >= 19 && type <= 21 ? blockKey : String(type);
}

/** A count as SPEC §5 allows it: a whole number 0–99 (anything else is 0). */
export function clampHomeworkCount(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return 0;
  return Math.min(maxHomeworkCount, Math.max(0, Math.trunc(number)));
}

/** One task of every type a selected student has solved before (SPEC §2), zero for the rest. */
export function defaultHomeworkCounts(solvedTypes: readonly number[]): HomeworkCounts {
  const solvedKeys = new Set(solvedTypes.map(countKeyOf));
  return Object.fromEntries(countKeys.map((key) => [key, solvedKeys.has(key) ? 1 : 0]));
}

/** What to send: only the types asked for; none at all lets the server say 'выберите хотя бы одну задачу'. */
export function chosenCounts(counts: HomeworkCounts): HomeworkCounts {
  return Object.fromEntries(countKeys.filter((key) => (counts[key] ?? 0) > 0).map((key) => [key, counts[key]!]));
}

/** 'Задание 5', or 'Задания 19-21' for the block. */
export function countLabelOf(key: string): string {
  return key === blockKey ? 'Задания 19-21' : `Задание ${key}`;
}
