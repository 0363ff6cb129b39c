import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { describe, expect, it } from 'vitest';
import { homeworkHolds, homeworkStepOf } from './current-homework';
import { assignmentFixture } from '@ege/core/homework/assignment-fixture';

const assignment = (id: number, status: HomeworkAssignment['status'], taskIds: number[] = []) => assignmentFixture(id, { status, taskIds });

describe('homeworkHolds', () => {
  it('finds a task on screen among the assignment’s tasks', () => {
    const current = assignment(1, 'in_progress', [10, 11]);
    expect(homeworkHolds(current, [11])).toBe(true);
    expect(homeworkHolds(current, [19, 20, 10])).toBe(true);
    expect(homeworkHolds(current, [12])).toBe(false);
    expect(homeworkHolds(null, [10])).toBe(false);
  });
});

describe('homeworkStepOf', () => {
  it('goes to a single task, or to the block page for a 19–21 question', () => {
    expect(homeworkStepOf({ next_task: { id: 11, type: 5 }, homework_id: 1 }, 1, [10])).toEqual({ kind: 'task', id: 11 });
    expect(homeworkStepOf({ next_task: { id: 40, type: 19 }, homework_id: 1 }, 1, [10])).toEqual({ kind: 'block', taskId: 40 });
  });

  it('stays when the next unsolved task is the one on screen', () => {
    expect(homeworkStepOf({ next_task: { id: 41, type: 20 }, homework_id: 1 }, 1, [40, 41, 42])).toEqual({ kind: 'here' });
  });

  it('is done when nothing is left, or when the server has moved on to another assignment', () => {
    expect(homeworkStepOf({ next_task: null, homework_id: null }, 1, [10])).toEqual({ kind: 'done' });
    expect(homeworkStepOf({ next_task: { id: 50, type: 3 }, homework_id: 2 }, 1, [10])).toEqual({ kind: 'done' });
  });
});
