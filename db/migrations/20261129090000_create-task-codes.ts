import type { Knex } from 'knex';

/**
 * Issue 28 (decision 067): the Python a student writes beside a task, kept on the server so it
 * follows them to another device. One row per (user, task) for the trainer and variants, and one per
 * (user, rehearsal, task) for a rehearsal's station, which keeps its own code apart from the trainer's.
 * Saves are upserts on these partial unique indexes, so concurrent saves never collide into an error.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_codes', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.integer('exam_id').references('exam_rehearsals.id').onDelete('CASCADE');
    t.text('code').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE UNIQUE INDEX task_codes_trainer_unique ON task_codes (user_id, task_id) WHERE exam_id IS NULL');
  await knex.raw('CREATE UNIQUE INDEX task_codes_exam_unique ON task_codes (user_id, exam_id, task_id) WHERE exam_id IS NOT NULL');
  // A task's deletion cascades here: without it, every deleted task would scan the whole table.
  await knex.raw('CREATE INDEX task_codes_task ON task_codes (task_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_codes');
}
