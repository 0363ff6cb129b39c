import type { Knex } from 'knex';
import type { TaskStats } from './task-schemas';

/** Average time to the correct answer and average attempts per user, over everyone who tried. */
export async function getTaskStats(db: Knex, taskId: number): Promise<TaskStats> {
  const { rows } = await db.raw<{ rows: { average_solving_time: number | null; average_attempts_count: number | null }[] }>(
    `SELECT
       (SELECT avg(solving_time)::float FROM task_solves WHERE task_id = :id AND solving_time > 0) AS average_solving_time,
       (SELECT avg(n)::float FROM (SELECT count(*) AS n FROM task_attempts WHERE task_id = :id GROUP BY user_id) per_user) AS average_attempts_count`,
    { id: taskId },
  );
  const row = rows[0];
  const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);
  return { average_solving_time: round(row?.average_solving_time), average_attempts_count: round(row?.average_attempts_count) };
}
