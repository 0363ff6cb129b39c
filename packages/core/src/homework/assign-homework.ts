import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { insertNotifications } from '../notifications/insert-notifications';
import { userNotFoundMessage } from '../notifications/create-notification';
import type { AuthUser } from '../identity/auth-user';
import { generatedFiller } from '../variants/generated-filler';
import { drawHomeworkTasks } from './draw-homework-tasks';
import { checkExamWindow } from './check-exam-window';
import { assignedNotificationText, examAssignedNotificationText } from './homework-messages';
import type { AssignHomeworkInput, HomeworkAssignment } from './homework-schemas';
import { insertHomeworkTasks } from './insert-homework-tasks';
import { loadHomeworkAssignments } from './load-homework-assignments';
import { normalizeHomeworkCounts } from './normalize-homework-counts';

/**
 * One assignment per student, each drawn for that student (nothing they solved, no repeats, blocks
 * whole), with a notification each. All of them or none: one shortage undoes the whole call.
 */
export async function assignHomework(deps: CoreDeps, user: AuthUser, input: AssignHomeworkInput): Promise<HomeworkAssignment[]> {
  // A rehearsal (decision 044) draws nothing now: its 27 tasks are drawn when the student starts it, so they cannot be seen early.
  const window = input.exam ? checkExamWindow(input.exam, deps.clock.now()) : null;
  const counts = window ? null : normalizeHomeworkCounts(input.tasks ?? {});
  const userIds = [...new Set(input.user_ids)];
  const ids = await deps.db.transaction(async (trx) => {
    const found = await trx('users').whereIn('id', userIds).pluck('id');
    if (found.length !== userIds.length) throw new AppError('NOT_FOUND', userNotFoundMessage);
    const drawn: number[][] = [];
    const fill = input.fill_generated ? generatedFiller(deps, user.id) : undefined;
    if (counts) for (const userId of userIds) drawn.push(await drawHomeworkTasks(trx, userId, counts, fill));
    const kindColumns = window ? { kind: 'exam' as const, exam_opens_at: window.opensAt, exam_closes_at: window.closesAt } : {};
    const rows = await trx('homework_assignments')
      .insert(userIds.map((userId) => ({ user_id: userId, issued_by: user.id, comment: input.comment, ...kindColumns })))
      .returning(['id', 'user_id']);
    const idOf = new Map(rows.map((row) => [row.user_id, row.id]));
    if (counts) await insertHomeworkTasks(trx, userIds.map((userId, index) => ({ assignmentId: idOf.get(userId)!, taskIds: drawn[index]! })));
    const message = window ? examAssignedNotificationText(window.opensAt, window.closesAt, input.comment) : assignedNotificationText(input.comment);
    await insertNotifications(trx, userIds.map((userId) => ({ user_id: userId, message, related_homework_id: idOf.get(userId)! })));
    return userIds.map((userId) => idOf.get(userId)!);
  });
  const assignments = await loadHomeworkAssignments(deps.db, ids);
  const byId = new Map(assignments.map((assignment) => [assignment.id, assignment]));
  return ids.map((id) => byId.get(id)!);
}
