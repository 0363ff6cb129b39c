import type { Knex } from 'knex';

/**
 * Decision 043: the exam rehearsal ('Пробный экзамен'). A rehearsal keeps its 27 task ids in exam
 * order, the server's start and deadline (the countdown is the deadline minus the server's now), and
 * after the finish the results. Answers are rows saved as they are typed, each with the seconds the
 * student spent on that task. A homework assignment of kind 'exam' has no tasks of its own: it gives
 * a start window, and the rehearsal started from it points back at it (one per assignment).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('homework_assignments', (t) => {
    t.string('kind', 10).notNullable().defaultTo('tasks');
    t.timestamp('exam_opens_at', { useTz: true });
    t.timestamp('exam_closes_at', { useTz: true });
    t.check(`kind in ('tasks', 'exam')`, [], 'homework_assignments_kind_check');
    t.check(
      `kind = 'tasks' or (exam_opens_at is not null and exam_closes_at is not null and exam_closes_at > exam_opens_at)`,
      [],
      'homework_assignments_exam_window_check',
    );
  });

  await knex.schema.createTable('exam_rehearsals', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('homework_id').references('homework_assignments.id').onDelete('SET NULL').unique();
    t.specificType('task_ids', 'integer[]').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('deadline_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.string('finished_by', 10);
    t.jsonb('results');
    t.check(`finished_by is null or finished_by in ('student', 'time')`, [], 'exam_rehearsals_finished_by_check');
    t.check(`(finished_at is null) = (finished_by is null) and (finished_at is null) = (results is null)`, [], 'exam_rehearsals_finish_check');
    t.index(['user_id', 'started_at']);
  });
  // One rehearsal in progress a student: two concurrent starts meet here, not in two exams.
  await knex.raw('CREATE UNIQUE INDEX exam_rehearsals_one_active ON exam_rehearsals (user_id) WHERE finished_at IS NULL');
  // The sweep that finishes overdue rehearsals reads the unfinished ones by deadline.
  await knex.raw('CREATE INDEX exam_rehearsals_overdue ON exam_rehearsals (deadline_at) WHERE finished_at IS NULL');

  await knex.schema.createTable('exam_rehearsal_answers', (t) => {
    t.integer('rehearsal_id').notNullable().references('exam_rehearsals.id').onDelete('CASCADE');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    // {user_answer} or {user_table_answer}; null once cleared ('Очистить'), the time spent staying.
    t.jsonb('answer');
    t.integer('time_spent').notNullable().defaultTo(0);
    t.timestamp('saved_at', { useTz: true }).notNullable();
    t.primary(['rehearsal_id', 'task_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('exam_rehearsal_answers');
  await knex.schema.dropTable('exam_rehearsals');
  await knex.schema.alterTable('homework_assignments', (t) => {
    t.dropChecks(['homework_assignments_exam_window_check', 'homework_assignments_kind_check']);
    t.dropColumns('kind', 'exam_opens_at', 'exam_closes_at');
  });
}
