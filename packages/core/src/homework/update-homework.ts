import type { CoreDeps } from '../context/core-deps';
import { insertNotifications } from '../notifications/insert-notifications';
import type { AuthUser } from '../users/auth-user';
import { generatedFiller } from '../tasks/generated-filler';
import { drawHomeworkTasks } from './draw-homework-tasks';
import { homeworkEditedMessage } from './homework-messages';
import type { HomeworkAssignment, UpdateHomeworkInput } from './homework-schemas';
import { insertHomeworkTasks } from './insert-homework-tasks';
import { loadHomeworkAssignments } from './load-homework-assignments';
import { lockHomeworkForChange } from './lock-homework-for-change';
import { normalizeHomeworkCounts } from './normalize-homework-counts';

/**
 * New counts draw the tasks anew (and forget the variant made of the old ones); an edit of tasks or
 * comment sets 'edited' unless a status is given. The student is told of any change.
 */
export async function updateHomework(deps: CoreDeps, user: AuthUser, input: UpdateHomeworkInput): Promise<HomeworkAssignment> {
  const counts = input.tasks ? normalizeHomeworkCounts(input.tasks) : null;
  await deps.db.transaction(async (trx) => {
    const assignment = await lockHomeworkForChange(trx, user, input);
    const changes: Record<string, unknown> = {};
    if (counts) {
      const taskIds = await drawHomeworkTasks(trx, assignment.user_id, counts, input.fill_generated ? generatedFiller(deps, user.id) : undefined);
      await trx('homework_tasks').where({ assignment_id: assignment.id }).delete();
      await insertHomeworkTasks(trx, [{ assignmentId: assignment.id, taskIds }]);
      changes.variant_id = null;
    }
    if (input.comment !== undefined) changes.comment = input.comment;
    if (input.status) changes.status = input.status;
    else if (counts || input.comment !== undefined) changes.status = 'edited';
    if (Object.keys(changes).length === 0) return;
    await trx('homework_assignments').where({ id: assignment.id }).update({ ...changes, updated_at: trx.fn.now() });
    await insertNotifications(trx, [{ user_id: assignment.user_id, message: homeworkEditedMessage, related_homework_id: assignment.id }]);
  });
  const [updated] = await loadHomeworkAssignments(deps.db, [input.assignment_id]);
  return updated!;
}
