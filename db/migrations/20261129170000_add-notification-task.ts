import type { Knex } from 'knex';

/**
 * A notification about a task (the answer to an error report, credit after a corrected key: decisions
 * 075, 077) names its task in a column, so the list links to it without reading the message's text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.integer('related_task_id').nullable().references('tasks.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.dropColumn('related_task_id');
  });
}
