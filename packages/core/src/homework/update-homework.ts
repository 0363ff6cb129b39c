import type { CoreDeps } from '../context/core-deps';
import { insertNotifications } from '../notifications/insert-notifications';
import type { AuthUser } from '../identity/auth-user';
import { generatedFiller } from '../variants/generated-filler';
import { drawHomeworkTasks } from './draw-homework-tasks';
import { AppError } from '../errors/app-error';
import { checkExamWindow } from './check-exam-window';
import { examWindowChangedText, homeworkEditedMessage } from './homework-messages';
import type { HomeworkAssignment, UpdateHomeworkInput } from './homework-schemas';
import { insertHomeworkTasks } from './insert-homework-tasks';
import { loadHomeworkAssignments } from './load-homework-assignments';
import { lockHomeworkForChange } from './lock-homework-for-change';
import { normalizeHomeworkCounts } from './normalize-homework-counts';

export const examTasksFixedMessage = 'Задания пробного экзамена выбираются при его начале: их нельзя изменить';
export const notAnExamMessage = 'Окно начала есть только у пробного экзамена';
export const examStartedMessage = 'Ученик уже начал пробный экзамен: окно изменить нельзя';

/**
 * New counts draw the tasks anew (and forget the variant made of the old ones); an edit of tasks or
 * comment sets 'edited' unless a status is given. The student is told of any change. A rehearsal
 * (decision 044) keeps no tasks to redraw; its window moves only until the student has started it.
 */
export async function updateHomework(deps: CoreDeps, user: AuthUser, input: UpdateHomeworkInput): Promise<HomeworkAssignment> {
  const counts = input.tasks ? normalizeHomeworkCounts(input.tasks) : null;
  const window = input.exam ? checkExamWindow(input.exam, deps.clock.now()) : null;
  await deps.db.transaction(async (trx) => {
    const assignment = await lockHomeworkForChange(trx, user, input);
    const changes: Record<string, unknown> = {};
    if (assignment.kind === 'exam' && counts) throw new AppError('CONFLICT', examTasksFixedMessage, { fields: { tasks: [examTasksFixedMessage] } });
    if (assignment.kind !== 'exam' && window) throw new AppError('BAD_REQUEST', notAnExamMessage, { fields: { exam: [notAnExamMessage] } });
    if (window) {
      // A start's insert of its rehearsal (the foreign key's share lock on this row) waits for this lock, so
      // a start either is seen here or comes after the move; a start that read the old window just before
      // may still begin in it (decision 044).
      const started = await trx('exam_rehearsals').where({ homework_id: assignment.id }).first('id');
      if (started) throw new AppError('CONFLICT', examStartedMessage, { fields: { exam: [examStartedMessage] } });
      changes.exam_opens_at = window.opensAt;
      changes.exam_closes_at = window.closesAt;
    }
    if (counts) {
      const taskIds = await drawHomeworkTasks(trx, assignment.user_id, counts, input.fill_generated ? generatedFiller(deps, user.id) : undefined);
      await trx('homework_tasks').where({ assignment_id: assignment.id }).delete();
      await insertHomeworkTasks(trx, [{ assignmentId: assignment.id, taskIds }]);
      changes.variant_id = null;
    }
    if (input.comment !== undefined) changes.comment = input.comment;
    if (input.status) changes.status = input.status;
    else if (counts || input.comment !== undefined || window) changes.status = 'edited';
    if (Object.keys(changes).length === 0) return;
    await trx('homework_assignments').where({ id: assignment.id }).update({ ...changes, updated_at: trx.fn.now() });
    const message = window ? examWindowChangedText(window.opensAt, window.closesAt) : homeworkEditedMessage;
    await insertNotifications(trx, [{ user_id: assignment.user_id, message, related_homework_id: assignment.id }]);
  });
  const [updated] = await loadHomeworkAssignments(deps.db, [input.assignment_id]);
  return updated!;
}
