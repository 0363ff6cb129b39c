import type { HomeworkAssignment } from './homework-schemas';

/**
 * A homework assignment as the API hands it out, for tests of what screens do with one: single tasks
 * of type 5 by id, nothing solved; `changes` set the rest. Not used by the product itself.
 */
export function assignmentFixture(id: number, changes: Partial<HomeworkAssignment> & { taskIds?: number[] } = {}): HomeworkAssignment {
  const { taskIds = [], ...rest } = changes;
  const date = rest.date ?? '2026-11-20T10:00:00.000Z';
  return {
    id,
    user_id: 1,
    issued_by: null,
    date,
    created_at: date,
    updated_at: date,
    comment: '',
    status: 'in_progress',
    kind: 'tasks',
    exam: null,
    tasks: {},
    progress: { solved: 0, total: taskIds.length },
    task_list: taskIds.map((taskId) => ({ id: taskId, type: 5, solved: false, attempts: 0, last_answered_at: null, time_spent: 0 })),
    variant_id: null,
    variant_has_results: false,
    ...rest,
  };
}
