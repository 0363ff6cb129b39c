import type { Knex } from 'knex';
import type { Baseline } from './task-quality-schemas';

/**
 * First-try success of the hand-written tasks of a type (and a difficulty, when given) other than
 * one: the yardstick a task's success is measured against (decision 076). Generated tasks stay out of
 * it, so a broken generator does not move the bar it is measured by.
 */
export async function loadBaseline(db: Knex, scope: { type: number; difficulty: number | null; exceptTaskId: number | null }): Promise<Baseline> {
  const { rows } = await db.raw<{ rows: { first_tries: number; first_right: number }[] }>(
    `SELECT count(*)::int AS first_tries, (count(*) FILTER (WHERE a.is_correct))::int AS first_right
     FROM tasks t JOIN task_attempts a ON a.task_id = t.id AND a.attempt_number = 1
     WHERE t.type = :type AND t.generator IS NULL
       AND (CAST(:difficulty AS int) IS NULL OR t.difficulty = :difficulty)
       AND (CAST(:except AS int) IS NULL OR t.id <> :except)`,
    { type: scope.type, difficulty: scope.difficulty, except: scope.exceptTaskId },
  );
  const { first_tries, first_right } = rows[0]!;
  return { first_tries, first_try_success: first_tries > 0 ? first_right / first_tries : null };
}
