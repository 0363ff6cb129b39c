import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registerAndLogin, stopServersAfterEach } from '@ege/tools/test/server-pair';
import { startServerProcess, waitUntilUp } from '@ege/tools/test/server-process';
import { createEmptyDatabase } from '@ege/tools/test/test-database';

const { started, tempDir } = stopServersAfterEach();

// Two starts on one fresh database of the run's server (PostgreSQL of the machine or the embedded one); the
// starts that share an embedded server in one DATA_DIR are in embedded-start.int.test.ts.
describe('two server instances starting at once', () => {
  it('both come up on one fresh database, which is migrated once', async () => {
    const database = await createEmptyDatabase();
    const env = { DATABASE_URL: database.url, TOKEN_SECRET: 'x'.repeat(40) };
    const [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: await tempDir() }),
      startServerProcess({ ...env, DATA_DIR: await tempDir() }),
    ]);
    started.push(a!, b!);
    await Promise.all([waitUntilUp(a!), waitUntilUp(b!)]);
    await registerAndLogin(a!, b!, 'shared_db_user');

    const client = new pg.Client(database.url);
    await client.connect();
    const migrations = await client.query('SELECT name FROM knex_migrations');
    const names = migrations.rows.map((r: { name: string }) => r.name);
    const locks = await client.query('SELECT is_locked FROM knex_migrations_lock');
    const demo = await client.query("SELECT count(*)::int AS n FROM users WHERE username = 'admin'");
    await client.end();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(locks.rows).toEqual([{ is_locked: 0 }]);
    // A DATABASE_URL database is never seeded with demo accounts unasked.
    expect(demo.rows[0].n).toBe(0);
  });
});
