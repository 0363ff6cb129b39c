import type { Knex } from 'knex';

/**
 * `ege import` finds what it imported before by a key of the author's own (the manifest's `key` or the
 * folder's path) and tells an unchanged task from a changed one by the hash of its content. A single
 * task keeps them on its row; a 19–21 block on its task_blocks row (its three questions are one unit).
 * Unique per author: two imports of the same key at once cannot make two tasks.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['tasks', 'task_blocks']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('import_key', 200);
      t.string('import_hash', 64);
    });
    await knex.raw(`CREATE UNIQUE INDEX ${table}_author_import_key ON ${table} (author_id, import_key) WHERE import_key IS NOT NULL`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['task_blocks', 'tasks']) {
    await knex.raw(`DROP INDEX ${table}_author_import_key`);
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('import_hash');
      t.dropColumn('import_key');
    });
  }
}
