import type { Knex } from 'knex';

/**
 * Decision 051: a reveal remembers where the answer was shown: the trainer's 'Показать ответ', a
 * variant's results (which variant, so the task can name it) or an exam rehearsal's results. Reveals
 * made before this migration are the trainer's as far as anyone can tell. A deleted variant leaves
 * its reveals in place (the answer was still seen), only without the name.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('task_reveals', (t) => {
    t.string('shown_in', 10).notNullable().defaultTo('trainer');
    t.integer('variant_id').references('variants.id').onDelete('SET NULL');
    t.check(`shown_in in ('trainer', 'variant', 'exam')`, [], 'task_reveals_shown_in_check');
  });
  // Deleting a variant nulls its reveals' reference: without this index every delete reads them all.
  await knex.raw('CREATE INDEX task_reveals_variant ON task_reveals (variant_id) WHERE variant_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX task_reveals_variant');
  await knex.schema.alterTable('task_reveals', (t) => {
    t.dropChecks(['task_reveals_shown_in_check']);
    t.dropColumn('variant_id');
    t.dropColumn('shown_in');
  });
}
