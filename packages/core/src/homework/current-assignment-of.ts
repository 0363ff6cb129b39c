import type { HomeworkAssignment, HomeworkList } from './homework-schemas';

/**
 * The current assignment (SPEC §4): the not-completed one with the latest date, the same one
 * `homeworkSql.next` picks. A list comes newest first (listHomework), so it is its first active one.
 */
export function currentAssignmentOf(list: HomeworkList | undefined): HomeworkAssignment | null {
  return list?.active.find((assignment) => assignment.status !== 'completed') ?? null;
}
