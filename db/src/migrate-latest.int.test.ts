import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '@ege/tools/test/test-database';
import type { Knex } from 'knex';
import { migrateLatest } from './migrate-latest';
import { migrationSource } from './migration-source';
import { connectKnex } from './open-database';

const opened: Knex[] = [];
afterAll(async () => Promise.all(opened.map((db) => db.destroy())));

function connect(url: string): Knex {
  const db = connectKnex(url, 3);
  opened.push(db);
  return db;
}

describe('migrateLatest', () => {
  it('applies every migration exactly once when three processes race', async () => {
    const { url } = await createEmptyDatabase();
    const results = await Promise.all([connect(url), connect(url), connect(url)].map((db) => migrateLatest(db)));
    const all = await migrationSource.getMigrations([]);
    expect(results.flat().sort()).toEqual([...all].sort());
    expect(await connect(url)('knex_migrations').count({ n: '*' })).toEqual([{ n: all.length }]);
  });

  it('is not stopped by a knex lock that a crashed run left behind', async () => {
    const { url } = await createEmptyDatabase();
    const db = connect(url);
    await migrateLatest(db);
    await db('knex_migrations_lock').update({ is_locked: 1 });
    await expect(migrateLatest(db)).resolves.toEqual([]);
    expect(await db('knex_migrations_lock').first('is_locked')).toEqual({ is_locked: 0 });
  });
});
