import type { Knex } from 'knex';

/**
 * Decision 027: every award of experience is one row of the ledger, unique per (user, source kind,
 * source id), inserted in the transaction that changes users.experience_points. The weekly table
 * sums the ledger per Moscow week (Monday's date), kept in the same statement, so the weekly top
 * reads an index instead of summing a week of rows per request.
 *
 * The solves awarded before this version move onto the ledger with their dates; whatever else a
 * user's total held (seeded or set by hand) becomes one 'migration' row, so every total stays exact.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('experience_ledger', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('amount').notNullable();
    t.text('source_kind').notNullable();
    t.text('source_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'source_kind', 'source_id'], { indexName: 'experience_ledger_source_once' });
    t.index(['user_id', 'created_at']);
  });
  await knex.schema.createTable('experience_weekly', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('week_start').notNullable();
    t.integer('points').notNullable();
    t.primary(['week_start', 'user_id']);
  });
  await knex.raw('CREATE INDEX experience_weekly_top ON experience_weekly (week_start, points DESC, user_id)');
  await knex.raw('CREATE INDEX experience_weekly_user ON experience_weekly (user_id, week_start)');

  await knex.raw(`
    INSERT INTO experience_ledger (user_id, amount, source_kind, source_id, created_at)
    SELECT user_id, experience_gained, 'solve', task_id::text, solved_at FROM task_solves WHERE experience_gained > 0`);
  await knex.raw(`
    INSERT INTO experience_ledger (user_id, amount, source_kind, source_id, created_at)
    SELECT u.id, u.experience_points - coalesce(l.total, 0), 'migration', 'before-ledger', u.created_at
    FROM users u LEFT JOIN (SELECT user_id, sum(amount) AS total FROM experience_ledger GROUP BY user_id) l ON l.user_id = u.id
    WHERE u.experience_points <> coalesce(l.total, 0)`);
  await knex.raw(`
    INSERT INTO experience_weekly (user_id, week_start, points)
    SELECT user_id, date_trunc('week', created_at AT TIME ZONE 'Europe/Moscow')::date, sum(amount)
    FROM experience_ledger GROUP BY 1, 2`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('experience_weekly');
  await knex.schema.dropTable('experience_ledger');
}
