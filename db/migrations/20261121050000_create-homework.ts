import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('homework_assignments', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('issued_by').references('users.id').onDelete('SET NULL');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('comment').notNullable().defaultTo('');
    t.string('status', 20).notNullable().defaultTo('in_progress');
    // The variant 'Открыть как вариант' made of it: opening it again reuses that one.
    t.integer('variant_id').references('variants.id').onDelete('SET NULL');
    t.check(`status in ('in_progress', 'completed', 'edited')`, [], 'homework_assignments_status_check');
  });
  // A student's list and the current assignment: newest date first.
  await knex.raw('CREATE INDEX homework_assignments_user_date ON homework_assignments (user_id, date DESC, id DESC)');
  await knex.raw('CREATE INDEX homework_assignments_issued_by ON homework_assignments (issued_by)');

  await knex.schema.createTable('homework_tasks', (t) => {
    t.integer('assignment_id').notNullable().references('homework_assignments.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.smallint('type').notNullable();
    t.primary(['assignment_id', 'position']);
    t.unique(['assignment_id', 'task_id']);
    t.index(['task_id']);
  });

  await knex.schema.createTable('notifications', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('message').notNullable();
    t.integer('related_homework_id').references('homework_assignments.id').onDelete('SET NULL');
    t.boolean('is_read').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX notifications_related_homework ON notifications (related_homework_id) WHERE related_homework_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('homework_tasks');
  await knex.schema.dropTable('homework_assignments');
}
