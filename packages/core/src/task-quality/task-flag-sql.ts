import { answerSql } from './answer-sql';

/**
 * The flag job's statements (decision 076), set-based over the whole bank. The thresholds come in as
 * bindings from flagThresholds, cast to numeric so 0.7 × 10 is 7, not 7.000000000000001.
 *
 * A strong student, for a hand-written task: first-try success ≥ strongSuccess over ≥ strongMinFirstTries
 * first tries on the task's type, that task left out (one first try per student and task, so leaving it
 * out is a subtraction). For a generator's version: its tasks all left out, so a broken generator does
 * not make its own judges weak.
 */
export const taskFlagSql = {
  lock: 'SELECT pg_advisory_xact_lock(76, 0)',

  candidates: `
    WITH first_try AS (
      SELECT a.id AS attempt_id, a.user_id, a.task_id, a.is_correct, t.type, t.difficulty, t.generator, t.generator_version
      FROM task_attempts a JOIN tasks t ON t.id = a.task_id
      WHERE a.attempt_number = 1
    ),
    user_type AS (
      SELECT user_id, type, count(*)::int AS n, (count(*) FILTER (WHERE is_correct))::int AS ok FROM first_try GROUP BY user_id, type
    ),
    user_gen AS (
      SELECT user_id, generator, generator_version, count(*)::int AS n, (count(*) FILTER (WHERE is_correct))::int AS ok
      FROM first_try WHERE generator IS NOT NULL GROUP BY user_id, generator, generator_version
    ),
    strong_task AS (
      SELECT f.attempt_id, f.task_id, f.user_id, f.is_correct, (ut.ok - f.is_correct::int)::float8 / (ut.n - 1) AS rate
      FROM first_try f JOIN user_type ut USING (user_id, type)
      WHERE f.generator IS NULL
        AND ut.n - 1 >= :strongMinFirstTries
        AND (ut.ok - f.is_correct::int) >= CAST(:strongSuccess AS numeric) * (ut.n - 1)
    ),
    task_strong AS (
      SELECT task_id, count(*)::int AS strong, avg(rate) AS strong_success FROM strong_task
      GROUP BY task_id HAVING count(*) >= :dominantMinStrong
    ),
    top_wrong AS (
      SELECT DISTINCT ON (task_id) task_id, answer, count(*)::int AS students
      FROM (
        SELECT s.task_id, ${answerSql('a')} AS answer
        FROM strong_task s JOIN task_attempts a ON a.id = s.attempt_id
        WHERE NOT s.is_correct AND s.task_id IN (SELECT task_id FROM task_strong)
      ) w
      WHERE answer <> ''
      GROUP BY task_id, answer
      ORDER BY task_id, count(*) DESC, answer
    ),
    strong_gen AS (
      SELECT f.generator, f.generator_version, f.user_id, f.is_correct, (ut.ok - ug.ok)::float8 / (ut.n - ug.n) AS rate
      FROM first_try f
        JOIN user_type ut USING (user_id, type)
        JOIN user_gen ug USING (user_id, generator, generator_version)
      WHERE ut.n - ug.n >= :strongMinFirstTries
        AND (ut.ok - ug.ok) >= CAST(:strongSuccess AS numeric) * (ut.n - ug.n)
    ),
    task_first AS (
      SELECT task_id, type, difficulty, count(*)::int AS n, (count(*) FILTER (WHERE is_correct))::int AS ok
      FROM first_try WHERE generator IS NULL GROUP BY task_id, type, difficulty
    ),
    level_first AS (
      SELECT type, difficulty, sum(n)::int AS n, sum(ok)::int AS ok FROM task_first GROUP BY type, difficulty
    ),
    type_first AS (
      SELECT type, sum(n)::int AS n, sum(ok)::int AS ok FROM task_first GROUP BY type
    ),
    gen_first AS (
      SELECT generator, generator_version, min(type) AS type, count(*)::int AS n, (count(*) FILTER (WHERE is_correct))::int AS ok
      FROM first_try WHERE generator IS NOT NULL GROUP BY generator, generator_version
    ),
    task_success AS (
      SELECT tf.task_id, tf.type, tf.difficulty, tf.n, tf.ok::float8 / tf.n AS p,
             l.n - tf.n AS base_n, (l.ok - tf.ok)::float8 / nullif(l.n - tf.n, 0) AS p0
      FROM task_first tf JOIN level_first l USING (type, difficulty)
      WHERE tf.n >= :outlierMinFirstTries AND l.n - tf.n >= :outlierMinBaseline
    ),
    gen_success AS (
      SELECT g.generator, g.generator_version, g.type, g.n, g.ok::float8 / g.n AS p, b.n AS base_n, b.ok::float8 / b.n AS p0
      FROM gen_first g JOIN type_first b USING (type)
      WHERE g.n >= :outlierMinFirstTries AND b.n >= :outlierMinBaseline
    )
    SELECT ts.task_id, NULL::text AS generator, NULL::int AS generator_version, 'dominant_wrong' AS kind,
           json_build_object('answer', tw.answer, 'students', tw.students, 'strong_students', ts.strong, 'strong_success', ts.strong_success) AS details
    FROM task_strong ts JOIN top_wrong tw USING (task_id)
    WHERE tw.students >= :dominantMinStudents AND tw.students >= CAST(:dominantShare AS numeric) * ts.strong
    UNION ALL
    SELECT NULL, generator, generator_version, 'dominant_wrong',
           json_build_object('strong_students', count(DISTINCT user_id), 'first_tries', count(*),
                             'wrong', count(*) FILTER (WHERE NOT is_correct), 'strong_success', avg(rate))
    FROM strong_gen
    GROUP BY generator, generator_version
    HAVING count(DISTINCT user_id) >= :dominantMinStrong
       AND count(*) FILTER (WHERE NOT is_correct) >= :dominantMinStudents
       AND count(*) FILTER (WHERE NOT is_correct) >= CAST(:dominantShare AS numeric) * count(*)
    UNION ALL
    SELECT task_id, NULL, NULL, 'success_outlier',
           json_build_object('type', type, 'difficulty', difficulty, 'first_tries', n, 'success', p, 'baseline_first_tries', base_n, 'baseline_success', p0)
    FROM task_success
    WHERE abs(p - p0) >= CAST(:outlierMinGap AS float8)
      AND (p0 * (1 - p0) = 0 OR abs(p - p0) / sqrt(p0 * (1 - p0) / n) >= CAST(:outlierMinZ AS float8))
    UNION ALL
    SELECT NULL, generator, generator_version, 'success_outlier',
           json_build_object('type', type, 'first_tries', n, 'success', p, 'baseline_first_tries', base_n, 'baseline_success', p0)
    FROM gen_success
    WHERE abs(p - p0) >= CAST(:outlierMinGap AS float8)
      AND (p0 * (1 - p0) = 0 OR abs(p - p0) / sqrt(p0 * (1 - p0) / n) >= CAST(:outlierMinZ AS float8))`,

  /**
   * The flags that hold: a new one opens; one already there gets today's figures and reason, and keeps
   * its status (a dismissal) while its signature is the same; a new signature opens it again.
   */
  upsert: `
    INSERT INTO task_flags (task_id, generator, generator_version, kind, signature, why, details, status, computed_at)
    SELECT x.task_id, x.generator, x.generator_version, x.kind, x.signature, x.why, x.details::jsonb, 'open', :now
    FROM unnest(:taskIds::int[], :generators::text[], :versions::int[], :kinds::text[], :signatures::text[], :whys::text[], :details::text[])
      AS x(task_id, generator, generator_version, kind, signature, why, details)
    ON CONFLICT ((coalesce(task_id, 0)), (coalesce(generator, '')), (coalesce(generator_version, 0)), kind) DO UPDATE SET
      why = EXCLUDED.why,
      details = EXCLUDED.details,
      computed_at = EXCLUDED.computed_at,
      status = CASE WHEN task_flags.signature = EXCLUDED.signature THEN task_flags.status ELSE 'open' END,
      handled_by = CASE WHEN task_flags.signature = EXCLUDED.signature THEN task_flags.handled_by END,
      handled_at = CASE WHEN task_flags.signature = EXCLUDED.signature THEN task_flags.handled_at END,
      signature = EXCLUDED.signature
    RETURNING id, (xmax = 0) AS inserted`,

  /** Open flags that no longer hold go; a dismissed one stays, so it stays dismissed if it comes back the same. */
  deleteStale: `DELETE FROM task_flags WHERE status = 'open' AND NOT (id = ANY(:kept::int[])) RETURNING id`,
} as const;
