import type { Knex } from 'knex';

/**
 * A task's worked solution ('Разбор'): sanitised HTML with code blocks, shown under the answer's own
 * rule (solved, revealed or privileged). A 19–21 block keeps one per question, on the question's row,
 * so solving question 19 does not show how 20 and 21 are solved.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.text('solution');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('solution');
  });
}
