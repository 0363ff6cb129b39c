/**
 * Homework counts a task as solved by a solve row or by any correct answer: a task answered wrongly in
 * a finished variant is revealed and never gets a solve row, yet answering it right later still does
 * the homework (decision 008).
 */
const solved = (user: string, task: string) => `(
    EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = ${user} AND s.task_id = ${task})
    OR EXISTS (SELECT 1 FROM task_attempts ta WHERE ta.user_id = ${user} AND ta.task_id = ${task} AND ta.is_correct))`;

/**
 * Seconds spent on a task over all its attempts. An attempt carries the trainer's timer, which runs
 * from the task's opening, so readings within one opening are not added up: a reading below the one
 * before means the task was opened anew, and that opening's time is added whole.
 */
const timeSpent = `coalesce(sum(CASE WHEN ta.solving_time >= ta.previous THEN ta.solving_time - ta.previous ELSE ta.solving_time END), 0)::int`;

/** Every assignment with its tasks in order and the student's progress on each: one statement for any number. */
const selectAssignments = `
  SELECT a.id, a.user_id, a.issued_by, u.username AS issued_by_username, a.date, a.created_at, a.updated_at,
    a.comment, a.status, a.variant_id, coalesce(l.task_list, '[]'::json) AS task_list
  FROM homework_assignments a
  LEFT JOIN users u ON u.id = a.issued_by
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object('id', h.task_id, 'type', h.type, 'solved', s.task_id IS NOT NULL OR coalesce(x.correct, false),
      'attempts', x.attempts, 'last_answered_at', x.last_answered_at, 'time_spent', x.time_spent) ORDER BY h.position) AS task_list
    FROM homework_tasks h
    LEFT JOIN task_solves s ON s.user_id = a.user_id AND s.task_id = h.task_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS attempts, max(ta.answered_at) AS last_answered_at, bool_or(ta.is_correct) AS correct,
        ${timeSpent} AS time_spent
      FROM (
        SELECT answered_at, is_correct, solving_time, lag(solving_time, 1, 0) OVER (ORDER BY answered_at, id) AS previous
        FROM task_attempts WHERE user_id = a.user_id AND task_id = h.task_id
      ) ta
    ) x
    WHERE h.assignment_id = a.id
  ) l`;

const newestFirst = 'ORDER BY a.date DESC, a.id DESC';

export const homeworkSql = {
  /** Bindings: userId. */
  listByUser: `${selectAssignments} WHERE a.user_id = :userId ${newestFirst}`,
  /** Bindings: ids. */
  listByIds: `${selectAssignments} WHERE a.id = ANY(:ids::int[]) ${newestFirst}`,

  /**
   * Completion is settled when homework is read, not in the answer check: the check is the hot path
   * (benchmarked) and needs no homework lookups. Bindings: userId.
   */
  completeSolved: `
    UPDATE homework_assignments a SET status = 'completed', updated_at = now()
    WHERE a.user_id = :userId AND a.status <> 'completed'
      AND NOT EXISTS (SELECT 1 FROM homework_tasks h WHERE h.assignment_id = a.id AND NOT ${solved('a.user_id', 'h.task_id')})`,

  /** The current assignment (not completed, latest date) and its first unsolved task. Bindings: userId. */
  next: `
    SELECT a.id AS homework_id, n.task_id, n.type
    FROM (SELECT id, user_id FROM homework_assignments WHERE user_id = :userId AND status <> 'completed' ORDER BY date DESC, id DESC LIMIT 1) a
    LEFT JOIN LATERAL (
      SELECT h.task_id, h.type FROM homework_tasks h
      WHERE h.assignment_id = a.id AND NOT ${solved('a.user_id', 'h.task_id')}
      ORDER BY h.position LIMIT 1
    ) n ON true`,

  /** Tasks of many assignments at once, each list in order; the type comes from the task. Bindings: assignmentIds, taskIds (parallel arrays). */
  insertTasks: `
    INSERT INTO homework_tasks (assignment_id, position, task_id, type)
    SELECT x.assignment_id, row_number() OVER (PARTITION BY x.assignment_id ORDER BY x.ord), t.id, t.type
    FROM unnest(:assignmentIds::int[], :taskIds::int[]) WITH ORDINALITY AS x(assignment_id, task_id, ord)
    JOIN tasks t ON t.id = x.task_id`,

  /** One assignment held to the end of the transaction. Bindings: id. */
  lock: 'SELECT id, user_id, issued_by, date, variant_id FROM homework_assignments WHERE id = :id FOR UPDATE',
} as const;
