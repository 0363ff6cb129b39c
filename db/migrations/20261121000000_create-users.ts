import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username', 150).notNullable();
    t.string('email', 254).notNullable();
    t.text('password_hash').notNullable();
    t.string('role', 20).notNullable().defaultTo('student');
    t.text('avatar');
    t.integer('experience_points').notNullable().defaultTo(0);
    t.integer('token_version').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`role in ('student', 'teacher', 'author', 'moderator', 'admin')`, [], 'users_role_check');
    t.check('experience_points >= 0', [], 'users_experience_points_check');
  });
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');

  await knex.schema.createTable('refresh_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 100).primary();
    t.jsonb('value').notNullable();
  });

  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 300).primary();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('settings');
  await knex.schema.dropTable('refresh_tokens');
  await knex.schema.dropTable('users');
}
