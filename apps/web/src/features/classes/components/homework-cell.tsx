import type { ClassHomework, ClassHomeworkState, ClassStudent } from '@ege/core/classes/class-schemas';
import { classHomeworkStateLabels } from '@ege/core/classes/class-schemas';
import { Button, Table, Text, VisuallyHidden, type MantineColor } from '@mantine/core';

const stateColors: Record<ClassHomeworkState, MantineColor> = {
  not_started: 'gray',
  in_progress: 'blue',
  completed: 'teal',
  overdue: 'red',
};

type HomeworkCellProps = { student: ClassStudent; homework: ClassHomework | null; onOpen: () => void };

/** The student's current homework from this teacher: its state and solved/total; a click opens its tasks. */
export function HomeworkCell({ student, homework, onOpen }: HomeworkCellProps) {
  if (homework === null) {
    return (
      <Table.Td>
        <Text size="sm" c="dimmed" span>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>нет домашнего задания</VisuallyHidden>
        </Text>
      </Table.Td>
    );
  }
  const label = classHomeworkStateLabels[homework.state];
  return (
    <Table.Td>
      <Button size="compact-xs" variant="light" color={stateColors[homework.state]} onClick={onOpen} data-state={homework.state} aria-haspopup="dialog">
        {label} · {homework.solved}/{homework.total}
        <VisuallyHidden>: задачи ДЗ ученика {student.username}</VisuallyHidden>
      </Button>
    </Table.Td>
  );
}
