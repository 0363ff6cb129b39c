import type { HomeworkAssignment, NextHomeworkTask } from '@ege/core/homework/homework-schemas';

/** Whether any of the tasks on screen (one, or a block's three) is part of the assignment. */
export function homeworkHolds(assignment: HomeworkAssignment | null, taskIds: readonly number[]): boolean {
  return assignment !== null && assignment.task_list.some((task) => taskIds.includes(task.id));
}

/** Where 'Следующее задание ДЗ' leads. */
export type HomeworkStep =
  | { kind: 'task'; id: number }
  /** A 19–21 question: its block's page. */
  | { kind: 'block'; taskId: number }
  /** The next unsolved task is the one on screen. */
  | { kind: 'here' }
  /** Nothing left of the assignment the student was doing: the completion dialog. */
  | { kind: 'done' };

/**
 * The server's answer read against the assignment on screen: once it is finished the server already
 * hands over to an older one, yet the student has just done their homework and is told so.
 */
export function homeworkStepOf(next: NextHomeworkTask, homeworkId: number, taskIdsOnScreen: readonly number[]): HomeworkStep {
  const task = next.next_task;
  if (task === null || next.homework_id !== homeworkId) return { kind: 'done' };
  if (taskIdsOnScreen.includes(task.id)) return { kind: 'here' };
  if (task.type >= 19 && task.type <= 21) return { kind: 'block', taskId: task.id };
  return { kind: 'task', id: task.id };
}
