import { describe, expect, it } from 'vitest';
import { currentAssignmentOf } from './current-assignment-of';
import type { HomeworkAssignment } from './homework-schemas';

function assignment(id: number, status: HomeworkAssignment['status'], taskIds: number[] = []): HomeworkAssignment {
  return {
    id,
    user_id: 1,
    issued_by: null,
    date: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    comment: '',
    status,
    tasks: {},
    progress: { solved: 0, total: taskIds.length },
    task_list: taskIds.map((taskId) => ({ id: taskId, type: 5, solved: false, attempts: 0, last_answered_at: null, time_spent: 0 })),
    variant_id: null,
  };
}

describe('currentAssignmentOf', () => {
  it('is the first active assignment of the newest-first list, edited ones included', () => {
    expect(currentAssignmentOf({ active: [assignment(7, 'edited'), assignment(3, 'in_progress')], completed: [] })?.id).toBe(7);
  });

  it('is none without a list or without active homework', () => {
    expect(currentAssignmentOf(undefined)).toBeNull();
    expect(currentAssignmentOf({ active: [], completed: [assignment(1, 'completed')] })).toBeNull();
  });
});
