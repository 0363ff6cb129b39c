import type { Knex } from 'knex';
import { homeworkSql } from './homework-sql';

/** Marks completed every assignment of the student whose tasks are all solved (see homeworkSql.completeSolved). */
export async function completeSolvedHomework(db: Knex, userId: number): Promise<void> {
  await db.raw(homeworkSql.completeSolved, { userId });
}
