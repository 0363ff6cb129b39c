import { blockKey, type BlockKey } from '@ege/core/tasks/bank/task-type-catalog';
/** A button of the trainer: one task type, or the 19–21 block practised as one page. */
export type TrainerType = number | BlockKey;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

export const trainerTypes: readonly TrainerType[] = [...range(1, 18), blockKey, ...range(22, 27)];

/** 'Задание 5', or 'Задания 19-21' for the block. */
export function trainerTypeLabel(type: TrainerType): string {
  return type === blockKey ? 'Задания 19-21' : `Задание ${type}`;
}

/** The key of users.progress and of the menu's value: '5', or '19-21' for the block and its three types. */
export function trainerTypeKey(type: TrainerType): string {
  if (typeof type === 'number' && type >= 19 && type <= 21) return blockKey;
  return String(type);
}

export function parseTrainerTypeKey(key: string): TrainerType | undefined {
  return trainerTypes.find((type) => String(type) === key);
}

/** Tasks 26 and 27 are answered in two parts; a correct answer does not stop their timer (SPEC §4). */
export function isTwoPartType(type: number): boolean {
  return type === 26 || type === 27;
}
