import type { Knex } from 'knex';

export type VariantsUserOptions = {
  userId: number;
  /** Tasks the user has solved, spread evenly over the bank (every type, blocks' questions too). */
  solveCount: number;
  /** The user's own variants, each of one task of every type 1–18 and 22–27 and one 19–21 block (27 tasks). */
  variantCount: number;
  log?: (line: string) => void;
};

export type VariantsUser = { solves: number; variants: number; variantTasks: number; sessions: number; seconds: number };

/** Coprime with 24 (single types) and 3 (a block's questions): the solved tasks fall on every type alike. */
export const solveStride = 97;
/** The classic variant's keys in the statement: 19 is the block (its question 19 found, then all three). */
const classicTypes = [...Array.from({ length: 19 }, (_, index) => index + 1), 22, 23, 24, 25, 26, 27];

/**
 * The user that the variant routes are measured for, in set-based statements: solveCount solves
 * (every 97th task of the bank), then variantCount variants of 27 tasks: variant i takes, of each type,
 * the first task at or after the i-th step through the type's id range (so the variants differ and
 * some of their tasks are solved), and every other variant has a finished session with results.
 */
export async function seedVariantsUser(db: Knex, options: VariantsUserOptions): Promise<VariantsUser> {
  const started = performance.now();
  let stepStarted = started;
  const step = (name: string) => {
    const now = performance.now();
    options.log?.(`  ${name}: ${((now - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = now;
  };
  await db.transaction(async (trx) => {
    await trx.raw(
      `INSERT INTO task_solves (user_id, task_id, task_type, solved_at, solving_time, attempts, experience_gained)
       SELECT ?, t.id, t.type, now() - random() * interval '365 days', floor(random() * 900)::int, 1, 10
       FROM tasks AS t, (SELECT min(id) AS lo FROM tasks) AS b
       WHERE (t.id - b.lo) % ? = 0
       ORDER BY t.id LIMIT ?
       ON CONFLICT DO NOTHING`,
      [options.userId, solveStride, options.solveCount],
    );
    step('variants user: solves');
    await trx.raw(
      `INSERT INTO variants (name, owner_id, is_draft, mode, show_results_mode, created_at, updated_at)
       SELECT 'Вариант ' || i, ?, i % 10 = 0, CASE WHEN i % 3 = 0 THEN 'all-in-one' ELSE 'KEGE' END,
              CASE WHEN i % 2 = 0 THEN 'inline' ELSE 'after' END, now() - i * interval '1 hour', now() - i * interval '1 hour'
       FROM generate_series(1, ?) AS i`,
      [options.userId, options.variantCount],
    );
    await trx.raw(
      `WITH own AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM variants WHERE owner_id = :userId),
            bounds AS (SELECT ty.type, min(t.id) AS lo, max(t.id) AS hi FROM unnest(:types::int[]) AS ty(type)
                       JOIN tasks AS t ON t.subject = 'inf' AND t.type = ty.type GROUP BY ty.type),
            picks AS (
              SELECT own.id AS variant_id, pick.id, pick.block_id FROM own CROSS JOIN bounds
              CROSS JOIN LATERAL (SELECT t.id, t.block_id FROM tasks AS t WHERE t.subject = 'inf' AND t.type = bounds.type
                                    AND t.id >= bounds.lo + (bounds.hi - bounds.lo) * own.i / :variants ORDER BY t.id LIMIT 1) AS pick)
       INSERT INTO variant_tasks (variant_id, position, task_id)
       SELECT p.variant_id, row_number() OVER (PARTITION BY p.variant_id ORDER BY t.type, t.id) - 1, t.id
       FROM picks AS p JOIN tasks AS t ON t.id = p.id OR t.block_id = p.block_id`,
      { userId: options.userId, types: classicTypes, variants: options.variantCount },
    );
    await trx.raw(
      `INSERT INTO variant_sessions (variant_id, user_id, answers, elapsed_seconds, current_index, finished_at, results)
       SELECT v.id, v.owner_id, '{}', 3600, 0, now(), '{"score": 50}' FROM variants AS v WHERE v.owner_id = ? AND v.id % 2 = 0`,
      [options.userId],
    );
    step('variants user: variants');
  });
  for (const table of ['task_solves', 'variants', 'variant_tasks', 'variant_sessions']) await db.raw(`VACUUM ANALYZE ${table}`);
  step('variants user: VACUUM ANALYZE');
  const { rows } = (await db.raw(
    `SELECT (SELECT count(*) FROM task_solves WHERE user_id = :userId)::int AS solves,
            (SELECT count(*) FROM variants WHERE owner_id = :userId)::int AS variants,
            (SELECT count(*) FROM variant_tasks x JOIN variants v ON v.id = x.variant_id WHERE v.owner_id = :userId)::int AS "variantTasks",
            (SELECT count(*) FROM variant_sessions WHERE user_id = :userId)::int AS sessions`,
    { userId: options.userId },
  )) as { rows: [Omit<VariantsUser, 'seconds'>] };
  return { ...rows[0], seconds: (performance.now() - started) / 1000 };
}
