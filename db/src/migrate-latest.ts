import type { Knex } from 'knex';
import { migrationSource } from './migration-source';

// Any constant works; it names "schema migrations of this product" among advisory locks.
const migrationLockKey = 2026_1121;

/**
 * Applies pending migrations. Concurrent starters queue on a transaction-scoped advisory lock, which
 * PostgreSQL drops by itself if the holder dies, so a crash never leaves the schema locked.
 */
export async function migrateLatest(db: Knex): Promise<string[]> {
  return db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [migrationLockKey]);
    // Holding the advisory lock, nobody else migrates: a knex lock left by a crashed run is stale.
    const hasLockTable = await db.schema.hasTable('knex_migrations_lock');
    if (hasLockTable) await db.migrate.forceFreeMigrationsLock({ migrationSource });
    const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
    return applied;
  });
}
