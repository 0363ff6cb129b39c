import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('variants', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.integer('owner_id').notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('is_public').notNullable().defaultTo(false);
    t.boolean('is_draft').notNullable().defaultTo(false);
    t.string('mode', 20).notNullable().defaultTo('KEGE');
    t.string('show_results_mode', 10).notNullable().defaultTo('after');
    // 'homework' for a variant opened from a homework assignment: it is listed under homework, not "mine".
    t.string('source', 30);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`mode in ('KEGE', 'all-in-one')`, [], 'variants_mode_check');
    t.check(`show_results_mode in ('inline', 'after')`, [], 'variants_show_results_mode_check');
  });
  // The two lists, newest first: a user's own variants, and the public ones.
  await knex.raw('CREATE INDEX variants_owner_created ON variants (owner_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX variants_public_created ON variants (created_at DESC, id DESC) WHERE is_public');

  await knex.schema.createTable('variant_tasks', (t) => {
    t.integer('variant_id').notNullable().references('variants.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.primary(['variant_id', 'position']);
    // A task appears once per variant: answers and results are keyed by task id.
    t.unique(['variant_id', 'task_id']);
    t.index(['task_id']);
  });

  // One per variant and user: the answers in progress, and the results of the last finish.
  await knex.schema.createTable('variant_sessions', (t) => {
    t.integer('variant_id').notNullable().references('variants.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('answers').notNullable().defaultTo('{}');
    t.integer('elapsed_seconds').notNullable().defaultTo(0);
    t.integer('current_index').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.jsonb('results');
    t.primary(['variant_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('variant_sessions');
  await knex.schema.dropTable('variant_tasks');
  await knex.schema.dropTable('variants');
}
