import type { Knex } from 'knex';

/**
 * Decision 032: an earned achievement is one row, unique per (user, achievement), inserted in the
 * transaction of the event that earned it (a check, a finish, a homework completion). The
 * achievement itself is data in core (achievements/achievement-catalogue.ts), so its id is text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_achievements', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('achievement_id').notNullable();
    t.timestamp('earned_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'achievement_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_achievements');
}
