import { taskTypeCatalog } from '../tasks/bank/task-type-catalog';
import type { QuestTaskDetail } from './quest-schemas';
import type { QuestTaskRef } from '../db/tables/quest-task-ref';
import { blockKey } from '../tasks/bank/task-type-catalog';

/** A map cell: the stored task with its type's name, icon and colour, and where the trainer opens it. */
export function taskDetailOf(ref: QuestTaskRef, isCompleted: boolean, multiplier: number): QuestTaskDetail {
  const isBlock = ref.key === blockKey;
  const info = taskTypeCatalog[ref.type]!;
  const first = ref.task_ids[0]!;
  return {
    key: ref.key,
    type: ref.type,
    id: first,
    task_ids: ref.task_ids,
    is_completed: isCompleted,
    quest_experience: Math.round(ref.base_experience * multiplier),
    base_experience: ref.base_experience,
    icon: info.icon,
    color: info.color,
    name: isBlock ? 'Теория игр (19–21)' : info.name,
    url: isBlock ? `/trainer/block-19-21?task=${first}` : `/trainer/task/${first}`,
    is_block_19_21: isBlock,
  };
}
