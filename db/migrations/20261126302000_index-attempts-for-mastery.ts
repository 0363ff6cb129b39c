import type { Knex } from 'knex';

/**
 * Decision 042: the mastery evidence reads a student's year of attempts with their task, first-try
 * flag, correctness and parts. Covering (user_id, answered_at) makes it an index-only range scan;
 * without it a long history meant a heap page per attempt, scattered among everyone's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX task_attempts_user_answered_cover ON task_attempts (user_id, answered_at) INCLUDE (task_id, attempt_number, is_correct, solved_parts)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX task_attempts_user_answered_cover');
}
