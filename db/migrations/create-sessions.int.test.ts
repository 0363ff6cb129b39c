import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '@ege/tools/test/test-database';
import type { Knex } from 'knex';
import { migrationSource } from '../src/migration-source';
import { connectKnex } from '../src/open-database';

const opened: Knex[] = [];
afterAll(async () => Promise.all(opened.map((db) => db.destroy())));

const sessionsMigration = '20261124211000_create-sessions';

describe('the sessions migration on a database in use', () => {
  it('turns each live refresh token into a session of its own and drops spent and expired ones', async () => {
    const { url } = await createEmptyDatabase();
    const db = connectKnex(url, 2);
    opened.push(db);
    const all = await migrationSource.getMigrations([]);
    for (const name of all.slice(0, all.indexOf(sessionsMigration))) await db.migrate.up({ migrationSource, name });
    const [user] = (await db('users').insert({ username: 'upgraded', email: 'upgraded@example.ru', password_hash: 'x' }).returning('id')) as { id: number }[];
    const day = 86_400_000;
    await db('refresh_tokens').insert([
      { user_id: user!.id, token_hash: 'a'.repeat(64), expires_at: new Date(Date.now() + day) },
      { user_id: user!.id, token_hash: 'b'.repeat(64), expires_at: new Date(Date.now() + day), revoked_at: new Date() },
      { user_id: user!.id, token_hash: 'c'.repeat(64), expires_at: new Date(Date.now() - day) },
      { user_id: user!.id, token_hash: 'd'.repeat(64), expires_at: new Date(Date.now() + 2 * day) },
    ]);

    await db.migrate.latest({ migrationSource });

    const tokens = (await db('refresh_tokens').orderBy('token_hash').select('token_hash', 'session_id')) as { token_hash: string; session_id: number }[];
    expect(tokens.map((t) => t.token_hash[0])).toEqual(['a', 'd']);
    const sessions = (await db('sessions').orderBy('id').select('id', 'user_id', 'ended_at')) as { id: number; user_id: number; ended_at: Date | null }[];
    expect(sessions.map((s) => s.id)).toEqual(tokens.map((t) => t.session_id));
    expect(sessions.every((s) => s.user_id === user!.id && s.ended_at === null)).toBe(true);
    // The sequence continues after the copied ids: a new sign-in gets a fresh session.
    const [fresh] = (await db('sessions').insert({ user_id: user!.id, expires_at: new Date(Date.now() + day) }).returning('id')) as { id: number }[];
    expect(fresh!.id).toBeGreaterThan(Math.max(...sessions.map((s) => s.id)));
  });
});
