import type { Knex } from 'knex';

/**
 * tasks.export_hash and task_blocks.export_hash (decision 078): the content hash of the folder
 * `ege export` wrote for the task, as `ege import` would compute it from that folder untouched. An
 * import of the folder finds it equal and says 'без изменений'; import_hash stays the hash of the
 * folder the task was imported from, so the author's own source folder is still recognised too. A web
 * edit or an import's update clears it.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['tasks', 'task_blocks']) {
    await knex.schema.alterTable(table, (t) => {
      t.text('export_hash');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['task_blocks', 'tasks']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('export_hash');
    });
  }
}
