import type { Knex } from 'knex';

export type ActivityUserOptions = {
  userId: number;
  /** Tasks the user has answered, spread evenly over the bank (every type, blocks' questions too). */
  taskCount: number;
  /** Attempts per task: taskCount × this many attempts in all. */
  attemptsPerTask: number;
  log?: (line: string) => void;
};

export type ActivityUser = { attempts: number; tasks: number; solves: number; seconds: number };

/**
 * The user whose activity is measured, in set-based statements: attemptsPerTask attempts at each of
 * taskCount tasks (every stride-th of the bank), numbered 1..n at random times of the past year, the
 * last one right on every other task, which then has a solve.
 */
export async function seedActivityUser(db: Knex, options: ActivityUserOptions): Promise<ActivityUser> {
  const started = performance.now();
  await db.transaction(async (trx) => {
    await trx.raw(
      `WITH picked AS (
         SELECT t.id, t.type, row_number() OVER (ORDER BY t.id) AS k
         FROM tasks AS t, (SELECT min(id) AS lo, count(*) AS n FROM tasks) AS b
         WHERE (t.id - b.lo) % greatest(1, b.n / :taskCount) = 0
         ORDER BY t.id LIMIT :taskCount)
       INSERT INTO task_attempts (user_id, task_id, answered_at, user_answer, is_correct, attempt_number, solving_time)
       SELECT :userId, p.id, now() - interval '365 days' * random(), CASE WHEN a = :attempts AND p.k % 2 = 0 THEN '42' ELSE '7' END,
              a = :attempts AND p.k % 2 = 0, a, floor(random() * 900)::int
       FROM picked AS p CROSS JOIN generate_series(1, :attempts) AS a`,
      { userId: options.userId, taskCount: options.taskCount, attempts: options.attemptsPerTask },
    );
    await trx.raw(
      `INSERT INTO task_solves (user_id, task_id, task_type, solved_at, solving_time, attempts, experience_gained)
       SELECT a.user_id, a.task_id, t.type, a.answered_at, a.solving_time, a.attempt_number, 10
       FROM task_attempts AS a JOIN tasks AS t ON t.id = a.task_id
       WHERE a.user_id = :userId AND a.is_correct
       ON CONFLICT DO NOTHING`,
      { userId: options.userId },
    );
  });
  for (const table of ['task_attempts', 'task_solves']) await db.raw(`VACUUM ANALYZE ${table}`);
  const { rows } = (await db.raw(
    `SELECT (SELECT count(*) FROM task_attempts WHERE user_id = :userId)::int AS attempts,
            (SELECT count(DISTINCT task_id) FROM task_attempts WHERE user_id = :userId)::int AS tasks,
            (SELECT count(*) FROM task_solves WHERE user_id = :userId)::int AS solves`,
    { userId: options.userId },
  )) as { rows: [Omit<ActivityUser, 'seconds'>] };
  const seconds = (performance.now() - started) / 1000;
  options.log?.(`  activity user: ${rows[0].attempts} attempts on ${rows[0].tasks} tasks, ${seconds.toFixed(1)} s`);
  return { ...rows[0], seconds };
}
