import type { HomeworkAssignment } from './homework-schemas';
import { describe, expect, it } from 'vitest';
import { currentAssignmentOf } from './current-assignment-of';
import { assignmentFixture } from './assignment-fixture';

const assignment = (id: number, status: HomeworkAssignment['status']) => assignmentFixture(id, { status });

describe('currentAssignmentOf', () => {
  it('is the first active assignment of the newest-first list, edited ones included', () => {
    expect(currentAssignmentOf({ active: [assignment(7, 'edited'), assignment(3, 'in_progress')], completed: [] })?.id).toBe(7);
  });

  it('is none without a list or without active homework', () => {
    expect(currentAssignmentOf(undefined)).toBeNull();
    expect(currentAssignmentOf({ active: [], completed: [assignment(1, 'completed')] })).toBeNull();
  });
});
