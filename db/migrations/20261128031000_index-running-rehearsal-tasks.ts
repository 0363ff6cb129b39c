import type { Knex } from 'knex';

/**
 * Issue 26: a guest's check is refused for a task of anyone's running rehearsal (else a student could
 * check their rehearsal's answers signed out). The running rehearsals are few beside the finished
 * ones: a GIN index of their task ids alone answers "is this task sealed for anyone" at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX exam_rehearsals_running_tasks ON exam_rehearsals USING gin (task_ids) WHERE finished_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX exam_rehearsals_running_tasks');
}
