import type { Knex } from 'knex';
import type { HomeworkRow } from './homework-row';
import type { HomeworkAssignment } from './homework-schemas';
import { homeworkSql } from './homework-sql';
import { toHomeworkAssignment } from './to-homework-assignment';

/** The assignments with these ids, newest first, in one statement. */
export async function loadHomeworkAssignments(db: Knex, ids: number[]): Promise<HomeworkAssignment[]> {
  const { rows } = await db.raw<{ rows: HomeworkRow[] }>(homeworkSql.listByIds, { ids });
  return rows.map(toHomeworkAssignment);
}
