import type { Knex } from 'knex';

/**
 * A session is one sign-in on one device: the chain of its rotated refresh tokens shares its id, and
 * every access token carries it, so ending the session ends them all (docs/decisions/017).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The expiry of its newest refresh token: past it, no token of the session can be live.
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true });
    t.index(['user_id']);
  });
  // Spent and expired refresh tokens serve nothing; each live one becomes a session of its own, so
  // nobody is signed out by the upgrade (their old access tokens, which carry no session, are refused
  // and renewed through the refresh cookie as on any expiry).
  await knex('refresh_tokens').whereNotNull('revoked_at').orWhere('expires_at', '<=', knex.fn.now()).delete();
  await knex.raw('INSERT INTO sessions (id, user_id, created_at, expires_at) SELECT id, user_id, created_at, expires_at FROM refresh_tokens');
  await knex.raw(`SELECT setval(pg_get_serial_sequence('sessions', 'id'), coalesce(max(id), 0) + 1, false) FROM sessions`);
  await knex.schema.alterTable('refresh_tokens', (t) => {
    t.integer('session_id').references('sessions.id').onDelete('CASCADE');
  });
  await knex.raw('UPDATE refresh_tokens SET session_id = id');
  await knex.raw('ALTER TABLE refresh_tokens ALTER COLUMN session_id SET NOT NULL');
  await knex.schema.alterTable('refresh_tokens', (t) => {
    t.index(['session_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('refresh_tokens', (t) => {
    t.dropColumn('session_id');
  });
  await knex.schema.dropTable('sessions');
}
