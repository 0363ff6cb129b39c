import type { HomeworkAssignment, HomeworkList } from './homework-schemas';

/**
 * The current assignment (SPEC §4): the not-completed one with the latest date, the same one
 * `homeworkSql.next` picks. A page comes newest first (listHomework), so it is the first active one of the first page.
 */
export function currentAssignmentOf(list: Pick<HomeworkList, 'active' | 'completed'> | undefined): HomeworkAssignment | null {
  return list?.active.find((assignment) => assignment.status !== 'completed') ?? null;
}
