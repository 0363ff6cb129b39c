import type { Knex } from 'knex';
import { homeworkSql } from './homework-sql';

/** The tasks of many assignments in one statement; positions from 1 in the given order. */
export async function insertHomeworkTasks(db: Knex, lists: readonly { assignmentId: number; taskIds: readonly number[] }[]): Promise<void> {
  const assignmentIds = lists.flatMap(({ assignmentId, taskIds }) => taskIds.map(() => assignmentId));
  const taskIds = lists.flatMap((list) => list.taskIds);
  if (taskIds.length === 0) return;
  await db.raw(homeworkSql.insertTasks, { assignmentIds, taskIds });
}
