import type { Knex } from 'knex';

/**
 * Issue 29 (decision 069): a teacher's classes. A class of kind 'group' is a row with group_id set,
 * made when its leader lists his classes: its students are the group's members read live, its name
 * the group's. A list is the teacher's own named set of students (class_students). List names are
 * unique per teacher whatever the case; a group has at most one class row (the unique group_id).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('classes', (t) => {
    t.increments('id');
    t.integer('teacher_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.integer('group_id').references('groups.id').onDelete('CASCADE').unique('classes_group_unique');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['teacher_id']);
  });
  await knex.raw('CREATE UNIQUE INDEX classes_list_name_unique ON classes (teacher_id, lower(name)) WHERE group_id IS NULL');

  await knex.schema.createTable('class_students', (t) => {
    t.integer('class_id').notNullable().references('classes.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.primary(['class_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('class_students');
  await knex.schema.dropTable('classes');
}
