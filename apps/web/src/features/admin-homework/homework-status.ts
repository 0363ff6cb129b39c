import type { HomeworkStatus } from '@ege/core/homework/homework-schemas';
import type { MantineColor } from '@mantine/core';

export const homeworkStatusLabels: Record<HomeworkStatus, string> = {
  in_progress: 'В процессе',
  completed: 'Выполнено',
  edited: 'Изменено',
};

export const homeworkStatusColors: Record<HomeworkStatus, MantineColor> = {
  in_progress: 'blue',
  completed: 'green',
  edited: 'orange',
};

/** The choices of the edit dialog, in the order a homework goes through them. */
export const homeworkStatusOptions = (['in_progress', 'edited', 'completed'] as const).map((value) => ({ value, label: homeworkStatusLabels[value] }));
