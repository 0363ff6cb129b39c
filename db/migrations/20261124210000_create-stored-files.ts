import type { Knex } from 'knex';

/**
 * Uploaded files live in PostgreSQL, so every server instance on the database serves every file
 * (docs/decisions/019-shared-storage-and-outages.md). The content is stored out of line and
 * uncompressed: uploads are mostly compressed already, and substring() then reads only the TOAST
 * chunks a download or a Range request needs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stored_files', (t) => {
    t.string('key', 500).primary();
    t.binary('content').notNullable();
    t.integer('size').notNullable();
    t.string('content_type', 200).notNullable();
    t.string('sha256', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE stored_files ALTER COLUMN content SET STORAGE EXTERNAL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stored_files');
}
