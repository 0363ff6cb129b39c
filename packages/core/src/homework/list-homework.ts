import type { CoreDeps } from '../context/core-deps';
import { roleAllows } from '../rules/roles';
import type { AuthUser } from '../users/auth-user';
import { completeSolvedHomework } from './complete-solved-homework';
import { homeworkNotFound } from './homework-not-found';
import type { HomeworkList, ListHomeworkInput } from './homework-schemas';
import { loadHomeworkAssignments } from './load-homework-assignments';

/**
 * The caller's assignments, or a student's for a teacher or an admin; newest first. Completion is
 * settled first, so an assignment whose last task was just solved is listed as completed.
 */
export async function listHomework(deps: CoreDeps, user: AuthUser, input: ListHomeworkInput): Promise<HomeworkList> {
  const userId = input.user_id ?? user.id;
  if (userId !== user.id && !roleAllows('staff', user.role)) throw homeworkNotFound();
  await completeSolvedHomework(deps.db, userId);
  const assignments = await loadHomeworkAssignments(deps.db, { userId });
  return {
    active: assignments.filter((assignment) => assignment.status !== 'completed'),
    completed: assignments.filter((assignment) => assignment.status === 'completed'),
  };
}
