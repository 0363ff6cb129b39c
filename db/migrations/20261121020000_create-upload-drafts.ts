import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One autosaved task-upload form per user (SPEC §2 "Task upload"): the text fields only, files are not kept.
  await knex.schema.createTable('upload_drafts', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('payload').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('upload_drafts');
}
