import type { HomeworkAssignment, HomeworkList } from '@ege/core/homework/homework-schemas';

/** Active and completed homework in one list, newest first (SPEC §2); the later id wins a tie. */
export function orderHomework(list: Pick<HomeworkList, 'active' | 'completed'>): HomeworkAssignment[] {
  return [...list.active, ...list.completed].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}
