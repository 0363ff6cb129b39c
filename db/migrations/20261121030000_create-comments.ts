import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comments', (t) => {
    t.increments('id');
    t.string('content_type', 30).notNullable();
    t.integer('object_id').notNullable();
    t.integer('parent_id').references('comments.id').onDelete('CASCADE');
    t.integer('author_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Deleted comments with replies stay as a placeholder so the thread keeps its shape.
    t.timestamp('deleted_at', { useTz: true });
    t.index(['content_type', 'object_id', 'id']);
  });

  await knex.schema.createTable('comment_votes', (t) => {
    t.integer('comment_id').notNullable().references('comments.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('is_like').notNullable();
    t.primary(['comment_id', 'user_id']);
  });

  await knex.schema.createTable('comment_attachments', (t) => {
    t.increments('id');
    t.integer('comment_id').notNullable().references('comments.id').onDelete('CASCADE');
    t.text('file').notNullable();
    t.index(['comment_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comment_attachments');
  await knex.schema.dropTable('comment_votes');
  await knex.schema.dropTable('comments');
}
