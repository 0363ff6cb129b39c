import { blockKey } from './task-type-catalog';
/**
 * How many distinct solved tasks make a type 100% done. The 19–21 block counts its questions: ten
 * blocks of three.
 */
export const progressGoals: Record<string, number> = Object.fromEntries([
  ...Array.from({ length: 27 }, (_, i) => i + 1)
    .filter((type) => type < 19 || type > 21)
    .map((type) => [String(type), type === 26 || type === 27 ? 10 : 20]),
  [blockKey, 30],
]);

/** The progress key of a type: '19-21' for the block's three types. */
export function progressKeyOf(type: number): string {
  return type >= 19 && type <= 21 ? blockKey : String(type);
}
