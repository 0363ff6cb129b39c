import { taskTypeCatalog } from '@ege/core/tasks/task-type-catalog';
import { blockType, type TrainerType } from './trainer-types';

/** Name, emoji and Mantine colour of a trainer button; the block takes the look of its type 19. */
export function trainerTypeInfo(type: TrainerType): { name: string; icon: string; color: string } {
  if (type === blockType) return { ...taskTypeCatalog[19]!, name: 'Теория игр: блок из трёх вопросов' };
  return taskTypeCatalog[type] ?? { name: '', icon: '📝', color: 'indigo' };
}
