import type { Knex } from 'knex';
import { petRules } from './pet-rules';
import { petSql, type PetRow } from './pet-sql';

/** The user's pet row, created now if there is none. */
export async function ensurePet(db: Knex | Knex.Transaction, userId: number, now: Date): Promise<PetRow> {
  const { rows } = await db.raw<{ rows: PetRow[] }>(petSql.ensure, { userId, name: petRules.name, satiety: petRules.startSatiety, now });
  if (rows[0]) return rows[0];
  // Two first reads at once: the other one's insert won, and committed after this statement's snapshot.
  const again = await db.raw<{ rows: PetRow[] }>(petSql.read, { userId });
  return again.rows[0]!;
}
