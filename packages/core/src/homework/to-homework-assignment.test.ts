import { describe, expect, it } from 'vitest';
import { toHomeworkAssignment } from './to-homework-assignment';

describe('toHomeworkAssignment', () => {
  it('groups a block under 19-21 and counts progress over the task list', () => {
    const date = new Date('2026-11-20T10:00:00Z');
    const assignment = toHomeworkAssignment({
      id: 7,
      user_id: 3,
      issued_by: 2,
      issued_by_username: 'teacher',
      date,
      created_at: date,
      updated_at: date,
      comment: '',
      status: 'in_progress',
      variant_id: null,
      variant_has_results: false,
      sort_at: '2026-11-20T10:00:00.000000Z',
      task_list: [
        { id: 10, type: 1, solved: true, attempts: 2, last_answered_at: '2026-11-20T13:00:00+03:00', time_spent: 95 },
        { id: 11, type: 19, solved: false, attempts: 0, last_answered_at: null, time_spent: 0 },
        { id: 12, type: 20, solved: false, attempts: 0, last_answered_at: null, time_spent: 0 },
        { id: 13, type: 21, solved: false, attempts: 0, last_answered_at: null, time_spent: 0 },
      ],
    });
    expect(assignment.tasks).toEqual({ '1': [10], '19-21': [11, 12, 13] });
    expect(assignment.progress).toEqual({ solved: 1, total: 4 });
    expect(assignment.issued_by).toEqual({ id: 2, username: 'teacher' });
    expect(assignment.task_list[0]!.last_answered_at).toBe('2026-11-20T10:00:00.000Z');
  });
});
