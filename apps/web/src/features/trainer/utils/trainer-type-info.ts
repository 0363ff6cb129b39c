import { blockKey, taskTypeCatalog } from '@ege/core/tasks/bank/task-type-catalog';
import { type TrainerType } from './trainer-types';

/** Name and Mantine colour of a trainer button; the block takes the look of its type 19. */
export function trainerTypeInfo(type: TrainerType): { name: string; color: string } {
  const info = type === blockKey ? { ...taskTypeCatalog[19]!, name: 'Теория игр: блок из трёх вопросов' } : taskTypeCatalog[type];
  return { name: info?.name ?? '', color: info?.color ?? 'indigo' };
}
