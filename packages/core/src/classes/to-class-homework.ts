import type { ClassHomework, ClassHomeworkState } from './class-schemas';

export type HomeworkRow = {
  user_id: number;
  id: number;
  kind: 'tasks' | 'exam';
  date: Date;
  status: 'in_progress' | 'completed' | 'edited';
  exam_closes_at: Date | null;
  total: number;
  solved: number;
  attempted: boolean;
  exam_started: boolean;
  exam_finished: boolean;
  exam_solved: number;
};

/** A rehearsal's tasks: an exam assignment is a whole exam. */
const examTasks = 27;

/**
 * Decision 069: a task assignment is done when marked so or every task is solved, begun with any
 * answer or solve, and never overdue (it has no deadline). An exam assignment is done when its
 * rehearsal finished, begun when started, overdue when never started and its window closed.
 */
export function homeworkStateOf(row: HomeworkRow, now: Date): ClassHomeworkState {
  if (row.kind === 'exam') {
    if (row.exam_finished || row.status === 'completed') return 'completed';
    if (row.exam_started) return 'in_progress';
    return row.exam_closes_at !== null && now.getTime() > row.exam_closes_at.getTime() ? 'overdue' : 'not_started';
  }
  if (row.status === 'completed' || (row.total > 0 && row.solved >= row.total)) return 'completed';
  return row.solved > 0 || row.attempted ? 'in_progress' : 'not_started';
}

export function toClassHomework(row: HomeworkRow, now: Date): ClassHomework {
  const exam = row.kind === 'exam';
  return {
    id: row.id,
    kind: row.kind,
    date: row.date.toISOString(),
    state: homeworkStateOf(row, now),
    solved: exam ? (row.exam_finished ? row.exam_solved : 0) : row.solved,
    total: exam ? examTasks : row.total,
  };
}
