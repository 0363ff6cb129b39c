/**
 * The learning services' statements (knex `?` bindings), one place so the benchmark's floor sends the
 * same strings (tools/bench/serve-floor.ts).
 */
export const learningSql = {
  /**
   * A student's answers of a period for the mastery estimate, grouped as estimateMastery reads them:
   * a 20,000-answer history is a few hundred rows, each with its count and summed recency weight
   * (recencyOf's formula). Points as examPointsOf gives them: 26 and 27 earn 1 for any solved part
   * (a swapped 26 is not stored); float8 throughout (numeric power is ten times slower). Grouped by
   * task first, then each task's type looked up by its primary key (OFFSET 0 keeps the planner from
   * turning the lookup into a hash or merge join over the whole bank: a million tasks in the benchmark).
   * The tasks of finished full exams (rehearsals, and variant finishes with a test score) come from
   * their stored results, a blank as 0 points, dated by the finish (decision 050); their attempts are
   * not read again, so an exam answer counts once, as an exam task.
   * Bindings (evidenceBindings): user id, since, now twice; now, the half-life; user id, since, now; now, the half-life.
   */
  evidence: `
    WITH exam_items AS MATERIALIZED (
      SELECT (item->>'task_id')::int AS task_id, (item->>'points')::int AS points, r.finished_at
      FROM exam_rehearsals r CROSS JOIN LATERAL jsonb_array_elements(r.results->'items') item
      WHERE r.user_id = ? AND r.finished_at > ? AND r.finished_at <= ?
      UNION ALL
      SELECT (item->>'task_id')::int, (item->>'points')::int, v.finished_at
      FROM variant_sessions v CROSS JOIN LATERAL jsonb_array_elements(v.results->'items') item
      WHERE v.user_id = ? AND v.finished_at > ? AND v.finished_at <= ? AND v.results->>'test_score' IS NOT NULL),
    mine AS MATERIALIZED (
      SELECT a.task_id, false AS exam, a.attempt_number = 1 AS first_try, a.is_correct, a.solved_parts @> '[true]'::jsonb AS some_part,
        NULL::int AS exam_points, count(*)::int AS count,
        sum(power(0.5::float8, greatest(0, extract(epoch FROM (?::timestamptz - a.answered_at))::float8 / 86400) / ?::float8)) AS recency
      FROM task_attempts a
      WHERE a.user_id = ? AND a.answered_at > ? AND a.answered_at <= ? AND a.task_id NOT IN (SELECT task_id FROM exam_items)
      GROUP BY 1, 2, 3, 4, 5
      UNION ALL
      SELECT e.task_id, true, true, NULL, NULL, e.points, count(*)::int,
        sum(power(0.5::float8, greatest(0, extract(epoch FROM (?::timestamptz - e.finished_at))::float8 / 86400) / ?::float8))
      FROM exam_items e
      GROUP BY e.task_id, e.points)
    SELECT t.type, t.difficulty, m.exam, m.first_try,
      CASE WHEN m.exam THEN m.exam_points
           WHEN m.is_correct THEN (CASE WHEN t.type IN (26, 27) THEN 2 ELSE 1 END)
           WHEN t.type IN (26, 27) AND m.some_part THEN 1 ELSE 0 END AS points,
      sum(m.count)::int AS count, sum(m.recency) AS recency
    FROM mine m CROSS JOIN LATERAL (SELECT type, difficulty FROM tasks WHERE tasks.id = m.task_id OFFSET 0) t
    GROUP BY 1, 2, 3, 4, 5`,

  /** The day's forecast point is the latest look at it. Bindings: user id, Moscow day, expected, p10, p90. */
  storeForecast: `
    INSERT INTO forecast_history (user_id, day, expected_test_score, p10, p90) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id, day) DO UPDATE SET expected_test_score = EXCLUDED.expected_test_score, p10 = EXCLUDED.p10, p90 = EXCLUDED.p90`,

  /** Bindings: user id, the day before the first, the last day. */
  forecastHistory: `
    SELECT to_char(day, 'YYYY-MM-DD') AS day, expected_test_score, p10, p90 FROM forecast_history
    WHERE user_id = ? AND day > ?::date AND day <= ?::date ORDER BY day`,

  /** Bindings: user id. */
  lockCards: 'SELECT * FROM practice_cards WHERE user_id = ? ORDER BY type FOR UPDATE',

  /** First tries only: a retry after a miss is no new review of the type (decision 042). Bindings: user id, after attempt id. */
  newFirstTries: `
    SELECT a.id, t.type, a.is_correct, a.solved_parts, a.solving_time, a.answered_at
    FROM task_attempts a JOIN tasks t ON t.id = a.task_id
    WHERE a.user_id = ? AND a.id > ? AND a.attempt_number = 1
    ORDER BY a.id`,

  /** Bindings: user id. */
  lockOpenSession: 'SELECT * FROM practice_sessions WHERE user_id = ? AND finished_at IS NULL FOR UPDATE',

  /** A session's served tasks, each answered or not by an attempt after its serving. Bindings: user id, session id. */
  servedTasks: `
    SELECT s.position, s.task_id, s.type, s.after_attempt_id,
      EXISTS (SELECT 1 FROM task_attempts a WHERE a.user_id = ? AND a.task_id = s.task_id AND a.id > s.after_attempt_id) AS answered
    FROM practice_session_tasks s WHERE s.session_id = ? ORDER BY s.position`,
} as const;
