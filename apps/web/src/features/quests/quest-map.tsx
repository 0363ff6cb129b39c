import type { QuestTaskDetail } from '@ege/core/quests/quest-schemas';
import { SimpleGrid } from '@mantine/core';
import { IconCircleCheckFilled, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import classes from './quest-map.module.css';

type QuestMapProps = {
  tasks: QuestTaskDetail[];
  /** SPEC §9: weekly 9, daily 5 (a phone shows at most 5 of the weekly's). */
  columns: 5 | 9;
  label: string;
  /** The icon of a task type, as the trainer draws it (the catalogue's emoji are empty boxes without an emoji font). */
  iconOf: TypeIconOf;
};

export type TypeIconOf = (type: number) => Icon;

function cellLabelOf(task: QuestTaskDetail): string {
  const kind = task.is_block_19_21 ? 'Задания 19–21' : `Задание ${task.type}`;
  return `${kind}: ${task.name}, ${task.is_completed ? 'выполнено' : 'не выполнено'}, +${task.quest_experience} опыта`;
}

/** The quest map: a cell per task in its type's icon and colour, done ones marked; a click opens the task in the trainer. */
export function QuestMap({ tasks, columns, label, iconOf }: QuestMapProps) {
  return (
    <SimpleGrid cols={{ base: 5, sm: columns }} spacing={6} verticalSpacing={6} role="list" aria-label={label}>
      {tasks.map((task) => {
        const TypeIcon = iconOf(task.type);
        return (
          <div role="listitem" key={task.key}>
            <Link
              {...(task.is_block_19_21
                ? { to: '/trainer/block-19-21', search: { task: task.id } }
                : { to: '/trainer/task/$id', params: { id: String(task.id) } })}
              className={`${classes.cell} ${task.is_completed ? classes.done : ''}`}
              style={
                {
                  '--cell-color': `var(--mantine-color-${task.color}-filled)`,
                } as CSSProperties
              }
              aria-label={cellLabelOf(task)}
              title={cellLabelOf(task)}
            >
              {task.is_completed && <IconCircleCheckFilled size={16} className={classes.check} aria-hidden="true" />}
              <TypeIcon size={22} stroke={1.7} color={`var(--mantine-color-${task.color}-filled)`} aria-hidden="true" />
              <span className={classes.label} aria-hidden="true">
                {task.is_block_19_21 ? '19–21' : task.type}
              </span>
            </Link>
          </div>
        );
      })}
    </SimpleGrid>
  );
}
