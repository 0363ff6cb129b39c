import type { Knex } from 'knex';

export type LockedParent = { table: string; id: number; where?: Record<string, unknown> };
export type CountedChildren = { table: string; foreignKey: string };

/**
 * The one way a count limit ("at most 4 attachments per comment") holds under concurrency: lock the
 * parent row for the rest of the transaction, then count its children. A second request for the same
 * parent waits at the lock until the first commits, and its count (a new statement, so a new snapshot
 * under PostgreSQL's default READ COMMITTED) then includes what the first added. The lock and the count
 * must stay two statements: a count inside the locking statement would read the older snapshot.
 * Insert the new children in the same transaction. Null when the parent is gone (or fails `where`).
 */
export async function lockAndCount(trx: Knex.Transaction, parent: LockedParent, children: CountedChildren): Promise<number | null> {
  const locked = await trx(parent.table)
    .where({ ...parent.where, id: parent.id })
    .forUpdate()
    .first('id');
  if (!locked) return null;
  const row = (await trx(children.table).where({ [children.foreignKey]: parent.id }).count({ n: '*' }).first()) as { n: string | number };
  return Number(row.n);
}
