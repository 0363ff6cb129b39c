import type { Knex } from 'knex';
import { groupReadSql } from '../group-read-sql';

/** The group the user is in, or null (a user is in at most one). */
export async function findMyGroupId(db: Knex | Knex.Transaction, userId: number): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { group_id: number }[] }>(groupReadSql.myGroupId, { userId });
  return rows[0]?.group_id ?? null;
}
