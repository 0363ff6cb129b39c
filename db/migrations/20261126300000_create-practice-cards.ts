import type { Knex } from 'knex';

/**
 * Decision 042: one FSRS card per (student, type), replayed lazily from first tries the student
 * made since the card's last read attempt (reviewed_through), so the answer check stays untouched.
 * A weak-type session is ten served tasks; a served task counts as answered by any attempt at it
 * after the one the student had made last when it was served (after_attempt_id: ids, not times).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('practice_cards', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('type').notNullable();
    t.timestamp('due', { useTz: true }).notNullable();
    t.double('stability').notNullable();
    t.double('difficulty').notNullable();
    t.integer('scheduled_days').notNullable();
    t.integer('learning_steps').notNullable();
    t.integer('reps').notNullable();
    t.integer('lapses').notNullable();
    t.smallint('state').notNullable();
    t.timestamp('last_review', { useTz: true });
    t.bigInteger('reviewed_through').notNullable().defaultTo(0);
    t.primary(['user_id', 'type']);
    t.check('type between 1 and 27', [], 'practice_cards_type_check');
  });

  await knex.schema.createTable('practice_sessions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    // The per-type chances when the session began: the summary says what improved against them.
    t.jsonb('mastery_before').notNullable();
    t.index(['user_id', 'started_at']);
  });
  // At most one open session a student: starting a new one closes the old in the same statement order.
  await knex.raw('CREATE UNIQUE INDEX practice_sessions_one_open ON practice_sessions (user_id) WHERE finished_at IS NULL');

  await knex.schema.createTable('practice_session_tasks', (t) => {
    t.integer('session_id').notNullable().references('practice_sessions.id').onDelete('CASCADE');
    t.smallint('position').notNullable();
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.smallint('type').notNullable();
    t.bigInteger('after_attempt_id').notNullable();
    t.primary(['session_id', 'position']);
  });

  // The card replay reads a student's attempts after an id.
  await knex.raw('CREATE INDEX task_attempts_user_id_id ON task_attempts (user_id, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX task_attempts_user_id_id');
  await knex.schema.dropTable('practice_session_tasks');
  await knex.schema.dropTable('practice_sessions');
  await knex.schema.dropTable('practice_cards');
}
