import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { describe, expect, it } from 'vitest';
import { orderHomework } from './order-homework';
import { assignmentFixture } from '@ege/core/homework/assignment-fixture';

const assignment = (id: number, date: string, status: HomeworkAssignment['status']) => assignmentFixture(id, { date, status });

describe('orderHomework', () => {
  it('merges active and completed homework, newest first', () => {
    const ordered = orderHomework({
      active: [assignment(3, '2026-03-01T00:00:00.000Z', 'in_progress'), assignment(1, '2026-01-10T00:00:00.000Z', 'edited')],
      completed: [assignment(2, '2026-02-15T00:00:00.000Z', 'completed'), assignment(4, '2026-04-01T00:00:00.000Z', 'completed')],
    });
    expect(ordered.map((homework) => homework.id)).toEqual([4, 3, 2, 1]);
  });

  it('puts the later id first when two were issued at the same moment', () => {
    const date = '2026-03-01T00:00:00.000Z';
    expect(orderHomework({ active: [assignment(5, date, 'in_progress'), assignment(9, date, 'in_progress')], completed: [] }).map((homework) => homework.id)).toEqual([9, 5]);
  });
});
