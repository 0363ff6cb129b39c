import type { Knex } from 'knex';

/** Decision 042: the score forecast as it stood on each Moscow day a student looked, for its chart over the weeks. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('forecast_history', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.double('expected_test_score').notNullable();
    t.smallint('p10').notNullable();
    t.smallint('p90').notNullable();
    t.primary(['user_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('forecast_history');
}
