import type { HomeworkStatus } from '@ege/core/homework/homework-schemas';
import type { MantineColor } from '@mantine/core';

/** One wording and one colour per status on every screen (the staff's history, the profile, the variants page). */
export const homeworkStatusLabels: Record<HomeworkStatus, string> = {
  in_progress: 'В процессе',
  edited: 'Изменено',
  completed: 'Выполнено',
};

export const homeworkStatusColors: Record<HomeworkStatus, MantineColor> = {
  in_progress: 'blue',
  edited: 'orange',
  completed: 'teal',
};
