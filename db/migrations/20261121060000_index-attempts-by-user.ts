import type { Knex } from 'knex';

/**
 * The activity screen groups one user's attempts per task and orders the tasks by their last
 * attempt; the answer check counts a user's attempts at a task. One index serves both: (user_id,
 * task_id, answered_at DESC) with is_correct included, so the per-task aggregate is an index-only
 * scan and a task's history comes out newest first. It takes over from (user_id, task_id), its prefix.
 * The user search finds usernames and e-mails by a case-insensitive prefix: text_pattern_ops lets
 * `lower(x) LIKE 'ab%'` use a btree whatever the database's collation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX task_attempts_user_task_answered ON task_attempts (user_id, task_id, answered_at DESC) INCLUDE (is_correct)');
  await knex.raw('DROP INDEX IF EXISTS task_attempts_user_id_task_id_index');
  await knex.raw('CREATE INDEX users_username_lower_prefix ON users (lower(username) text_pattern_ops)');
  await knex.raw('CREATE INDEX users_email_lower_prefix ON users (lower(email) text_pattern_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_email_lower_prefix');
  await knex.raw('DROP INDEX users_username_lower_prefix');
  await knex.raw('CREATE INDEX task_attempts_user_id_task_id_index ON task_attempts (user_id, task_id)');
  await knex.raw('DROP INDEX task_attempts_user_task_answered');
}
