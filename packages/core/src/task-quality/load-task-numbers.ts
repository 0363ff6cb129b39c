import type { Knex } from 'knex';
import { answerSql } from './answer-sql';
import type { TaskNumbers } from './task-quality-schemas';

/** Whose attempts: one task's, or every task of a generator's version. */
export type NumbersScope = { taskId: number } | { generator: string; version: number };

const topWrongAnswers = 5;

/**
 * Attempts, students, first tries (attempt_number 1) and their success, the mean time of the right
 * first tries, and the most frequent wrong answers as the checker compares them (decision 076).
 */
export async function loadTaskNumbers(db: Knex, scope: NumbersScope): Promise<TaskNumbers> {
  const where =
    'taskId' in scope
      ? { sql: 'a.task_id = :taskId', bindings: { taskId: scope.taskId } }
      : { sql: 'a.task_id IN (SELECT id FROM tasks WHERE generator = :generator AND generator_version = :version)', bindings: scope };
  const { rows } = await db.raw<{ rows: { totals: Omit<TaskNumbers, 'first_try_success' | 'wrong_answers'> & { first_right: number }; wrong: { answer: string; count: number }[] | null }[] }>(
    `WITH scoped AS (SELECT a.* FROM task_attempts a WHERE ${where.sql}),
     wrong AS (
       SELECT answer, count(*)::int AS count FROM (SELECT ${answerSql('s')} AS answer FROM scoped s WHERE NOT s.is_correct) w
       GROUP BY answer ORDER BY count(*) DESC, answer LIMIT ${topWrongAnswers}
     )
     SELECT
       (SELECT json_build_object(
          'attempts', count(*)::int,
          'students', count(DISTINCT user_id)::int,
          'first_tries', (count(*) FILTER (WHERE attempt_number = 1))::int,
          'first_right', (count(*) FILTER (WHERE attempt_number = 1 AND is_correct))::int,
          'mean_time', avg(solving_time) FILTER (WHERE attempt_number = 1 AND is_correct AND solving_time > 0),
          'wrong_attempts', (count(*) FILTER (WHERE NOT is_correct))::int
        ) FROM scoped) AS totals,
       (SELECT json_agg(json_build_object('answer', answer, 'count', count) ORDER BY count DESC, answer) FROM wrong) AS wrong`,
    where.bindings,
  );
  const { totals, wrong } = rows[0]!;
  const { first_right, ...counts } = totals;
  return {
    ...counts,
    first_try_success: counts.first_tries > 0 ? first_right / counts.first_tries : null,
    mean_time: counts.mean_time === null ? null : Math.round(Number(counts.mean_time)),
    wrong_answers: (wrong ?? []).map((row) => ({ ...row, share: row.count / counts.wrong_attempts })),
  };
}
