import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('news', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.text('content').notNullable();
    t.string('short_content', 500).notNullable().defaultTo('');
    t.integer('priority').notNullable().defaultTo(0);
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.boolean('is_published').notNullable().defaultTo(true);
    // The news outlives its author's account.
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Every list reads in this order; the published ones are what guests and students read.
  await knex.raw('create index news_order on news (priority desc, date desc, id desc)');
  await knex.raw('create index news_published_date on news (date desc, id desc) where is_published');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('news');
}
