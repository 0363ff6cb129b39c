import type { Knex } from 'knex';

/**
 * Issue 29 §2 (decision 070): a teacher hears when a student completes his homework, at once or in
 * one evening digest. A notification gets its kind; a homework's 'выполнено' notice is once per
 * assignment and a digest once per teacher and Moscow day, both by partial unique indexes, so
 * replays, concurrent answers and two instances running the digest job insert one row. An
 * assignment keeps when a student completed it (the clock's time, not the row's last edit), which
 * the digest reads by day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.text('kind').notNullable().defaultTo('message');
    t.date('digest_day').nullable();
    t.check(`kind in ('message', 'homework_done', 'digest')`, [], 'notifications_kind_check');
    t.check(`(kind = 'digest') = (digest_day IS NOT NULL)`, [], 'notifications_digest_day_check');
  });
  await knex.raw(`CREATE UNIQUE INDEX notifications_digest_once ON notifications (user_id, digest_day) WHERE kind = 'digest'`);
  await knex.raw(`CREATE UNIQUE INDEX notifications_homework_done_once ON notifications (related_homework_id) WHERE kind = 'homework_done'`);

  await knex.schema.alterTable('users', (t) => {
    t.text('completion_notify').notNullable().defaultTo('each');
    t.check(`completion_notify in ('each', 'digest', 'off')`, [], 'users_completion_notify_check');
  });

  await knex.schema.alterTable('homework_assignments', (t) => {
    t.timestamp('completed_at', { useTz: true }).nullable();
  });
  await knex.raw(`UPDATE homework_assignments SET completed_at = updated_at WHERE status = 'completed'`);
  // The evening digest reads one day's completions of every teacher at once.
  await knex.raw('CREATE INDEX homework_assignments_completed_at ON homework_assignments (completed_at) WHERE completed_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX homework_assignments_completed_at');
  await knex.schema.alterTable('homework_assignments', (t) => {
    t.dropColumn('completed_at');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_completion_notify_check']);
    t.dropColumn('completion_notify');
  });
  await knex.raw('DROP INDEX notifications_homework_done_once');
  await knex.raw('DROP INDEX notifications_digest_once');
  await knex.schema.alterTable('notifications', (t) => {
    t.dropChecks(['notifications_kind_check', 'notifications_digest_day_check']);
    t.dropColumn('digest_day');
    t.dropColumn('kind');
  });
}
