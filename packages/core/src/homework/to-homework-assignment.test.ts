import { describe, expect, it } from 'vitest';
import type { HomeworkRow } from './homework-row';
import { toHomeworkAssignment } from './to-homework-assignment';

const noExam = {
  completed_at: null,
  kind: 'tasks',
  exam_opens_at: null,
  exam_closes_at: null,
  rehearsal_id: null,
  rehearsal_finished_at: null,
  rehearsal_primary_score: null,
  rehearsal_test_score: null,
  rehearsal_correct_count: null,
} as const;

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
      ...noExam,
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

  it('gives a rehearsal its window and status, its progress out of 27 counting right answers only once finished', () => {
    const date = new Date('2026-11-20T10:00:00Z');
    const row: HomeworkRow = {
      id: 8,
      user_id: 3,
      issued_by: null,
      issued_by_username: null,
      date,
      created_at: date,
      updated_at: date,
      comment: '',
      status: 'in_progress',
      variant_id: null,
      variant_has_results: false,
      sort_at: '2026-11-20T10:00:00.000000Z',
      task_list: [],
      ...noExam,
      kind: 'exam',
      exam_opens_at: new Date('2026-11-21T07:00:00Z'),
      exam_closes_at: new Date('2026-11-22T07:00:00Z'),
    };
    const waiting = toHomeworkAssignment(row);
    expect(waiting.kind).toBe('exam');
    expect(waiting.exam).toEqual({
      opens_at: '2026-11-21T07:00:00.000Z',
      closes_at: '2026-11-22T07:00:00.000Z',
      rehearsal_id: null,
      status: 'not_started',
      primary_score: null,
      test_score: null,
    });
    expect(waiting.progress).toEqual({ solved: 0, total: 27 });
    const active = toHomeworkAssignment({ ...row, rehearsal_id: 4, rehearsal_correct_count: 5 });
    expect(active.exam).toMatchObject({ rehearsal_id: 4, status: 'active', primary_score: null });
    expect(active.progress.solved).toBe(0);
    const finished = toHomeworkAssignment({
      ...row,
      rehearsal_id: 4,
      rehearsal_finished_at: new Date('2026-11-21T10:00:00Z'),
      rehearsal_primary_score: 20,
      rehearsal_test_score: 76,
      rehearsal_correct_count: 19,
    });
    expect(finished.exam).toMatchObject({ status: 'finished', primary_score: 20, test_score: 76 });
    expect(finished.progress).toEqual({ solved: 19, total: 27 });
  });
});
