import type { Knex } from 'knex';

/**
 * Issue 26: a guest's attempts, kept in the browser, become the account's once. The time they did
 * is the once: a second claim finds it set and takes nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.timestamp('guest_attempts_claimed_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('guest_attempts_claimed_at');
  });
}
