import type { Knex } from 'knex';
import { petSql, type PetProgress } from './pet-sql';

/** The treats earned since `since` and the last solve, from the experience ledger. */
export async function readPetProgress(db: Knex | Knex.Transaction, userId: number, since: Date): Promise<PetProgress> {
  const { rows } = await db.raw<{ rows: PetProgress[] }>(petSql.progress, { userId, since });
  return rows[0]!;
}
