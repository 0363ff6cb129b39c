import { isBlockType, taskTypeCatalog } from '@ege/core/tasks/bank/task-type-catalog';

export function taskTypeLabel(type: number): string {
  const name = taskTypeCatalog[type]?.name;
  return name ? `${type} — ${name}` : `Задание ${type}`;
}

/** Types 1–27 for the single-task form; 19–21 go through the block form. */
export const taskTypeOptions = Array.from({ length: 27 }, (_, index) => index + 1)
  .filter((type) => !isBlockType(type))
  .map((type) => ({ value: String(type), label: taskTypeLabel(type) }));
