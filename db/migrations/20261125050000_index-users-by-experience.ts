import type { Knex } from 'knex';

/**
 * Decision 034: the all-time top reads the first rows of this index, and "my place" is 1 + the
 * users above me, an index-only range scan of it; no request sorts all users. The id breaks ties
 * in the order the list shows them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX users_experience_top ON users (experience_points DESC, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_experience_top');
}
