import type { Knex } from 'knex';
import type { HomeworkRow } from './homework-row';
import type { HomeworkAssignment } from './homework-schemas';
import { homeworkSql } from './homework-sql';
import { toHomeworkAssignment } from './to-homework-assignment';

/** A student's assignments, or the ones with these ids; newest first, in one statement. */
export async function loadHomeworkAssignments(db: Knex, where: { userId: number } | { ids: number[] }): Promise<HomeworkAssignment[]> {
  const { rows } =
    'userId' in where
      ? await db.raw<{ rows: HomeworkRow[] }>(homeworkSql.listByUser, { userId: where.userId })
      : await db.raw<{ rows: HomeworkRow[] }>(homeworkSql.listByIds, { ids: where.ids });
  return rows.map(toHomeworkAssignment);
}
