import { homeworkStatusLabels } from '../../../lib/homework-status';

/** The choices of the edit dialog, in the order a homework goes through them. */
export const homeworkStatusOptions = (['in_progress', 'edited', 'completed'] as const).map((value) => ({ value, label: homeworkStatusLabels[value] }));
