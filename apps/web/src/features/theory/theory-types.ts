import { blockKey, type BlockKey } from '@ege/core/tasks/bank/task-type-catalog';
/** A theory page: one task number, or the block of tasks 19–21 that share one page. */
export type TheoryType = number | BlockKey;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

export const theoryTypes: readonly TheoryType[] = [...range(1, 18), blockKey, ...range(22, 27)];

export const defaultTheoryType: TheoryType = 1;

/** Reads ?type= of the URL: 1–27 or '19-21'; 19, 20 and 21 all mean the block. */
export function parseTheoryType(value: unknown): TheoryType | undefined {
  if (value === blockKey) return blockKey;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > 27) return undefined;
  return number >= 19 && number <= 21 ? blockKey : number;
}

export function theoryPageUrl(type: TheoryType, dark: boolean): string {
  return `/theory/${type}/text.html?theme=${dark ? 'dark' : 'light'}`;
}
