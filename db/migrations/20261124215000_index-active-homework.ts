import type { Knex } from 'knex';

/**
 * Decision 020: assignments complete in the answer check that solves their last task, no longer on
 * every read, so the ones finished before this version and not read since are completed here once
 * (the rule of decision 010: a solve or a right answer for every task). 'Варианты ДЗ' and the
 * trainer's current homework page through the not-completed assignments only: a partial index keeps
 * them in order without stepping over a long completed history.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    UPDATE homework_assignments a SET status = 'completed', updated_at = now()
    WHERE a.status <> 'completed'
      AND NOT EXISTS (
        SELECT 1 FROM homework_tasks h
        WHERE h.assignment_id = a.id
          AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = a.user_id AND s.task_id = h.task_id)
          AND NOT EXISTS (SELECT 1 FROM task_attempts ta WHERE ta.user_id = a.user_id AND ta.task_id = h.task_id AND ta.is_correct))`);
  await knex.raw(`CREATE INDEX homework_assignments_user_active_date ON homework_assignments (user_id, date DESC, id DESC) WHERE status <> 'completed'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX homework_assignments_user_active_date');
}
