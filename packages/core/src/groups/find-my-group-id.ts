import type { Knex } from 'knex';

/** The group the user is in, or null (a user is in at most one). */
export async function findMyGroupId(db: Knex | Knex.Transaction, userId: number): Promise<number | null> {
  const row = (await db('group_members').where({ user_id: userId }).first('group_id')) as { group_id: number } | undefined;
  return row?.group_id ?? null;
}
