import { describe, expect, it } from 'vitest';
import { homeworkStateOf, toClassHomework, type HomeworkRow } from './to-class-homework';

const now = new Date('2026-12-10T09:00:00Z');
const row = (fields: Partial<HomeworkRow>): HomeworkRow => ({
  user_id: 1,
  id: 7,
  kind: 'tasks',
  date: new Date('2026-01-01T00:00:00Z'),
  status: 'in_progress',
  exam_closes_at: null,
  total: 3,
  solved: 0,
  attempted: false,
  exam_started: false,
  exam_finished: false,
  exam_solved: 0,
  ...fields,
});
const exam = (fields: Partial<HomeworkRow>) => row({ kind: 'exam', total: 0, exam_closes_at: new Date('2026-12-11T00:00:00Z'), ...fields });

describe('homeworkStateOf', () => {
  it('never makes a task homework overdue, however old: untouched, begun, done', () => {
    expect(homeworkStateOf(row({}), now)).toBe('not_started');
    expect(homeworkStateOf(row({ attempted: true }), now)).toBe('in_progress');
    expect(homeworkStateOf(row({ solved: 1 }), now)).toBe('in_progress');
    expect(homeworkStateOf(row({ solved: 3 }), now)).toBe('completed');
    expect(homeworkStateOf(row({ status: 'completed' }), now)).toBe('completed');
    expect(homeworkStateOf(row({ status: 'edited', total: 0 }), now)).toBe('not_started');
  });

  it('makes a rehearsal overdue only when never started and its window has closed', () => {
    expect(homeworkStateOf(exam({}), now)).toBe('not_started');
    expect(homeworkStateOf(exam({ exam_closes_at: now }), now)).toBe('not_started');
    expect(homeworkStateOf(exam({ exam_closes_at: new Date(now.getTime() - 1) }), now)).toBe('overdue');
    expect(homeworkStateOf(exam({ exam_closes_at: new Date(now.getTime() - 1), exam_started: true }), now)).toBe('in_progress');
    expect(homeworkStateOf(exam({ exam_started: true, exam_finished: true }), now)).toBe('completed');
  });

  it('counts a rehearsal as 27 tasks, the solved ones only once finished', () => {
    expect(toClassHomework(exam({ exam_started: true, exam_solved: 4 }), now)).toMatchObject({ solved: 0, total: 27 });
    expect(toClassHomework(exam({ exam_started: true, exam_finished: true, exam_solved: 4 }), now)).toMatchObject({ solved: 4, total: 27, date: '2026-01-01T00:00:00.000Z' });
  });
});
