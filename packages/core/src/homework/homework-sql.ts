import { sortKeySql } from '../paging/keyset-cursor';

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

/** The assignments a page (or a list of ids) picks, each with its tasks in order and the student's progress on each. */
const withTaskLists = (picked: string) => `
  SELECT a.id, a.user_id, a.issued_by, u.username AS issued_by_username, a.date, a.created_at, a.updated_at,
    a.comment, a.status, a.variant_id, a.sort_at, coalesce(l.task_list, '[]'::json) AS task_list,
    EXISTS (SELECT 1 FROM variant_sessions vs WHERE vs.variant_id = a.variant_id AND vs.user_id = a.user_id AND vs.results IS NOT NULL) AS variant_has_results,
    a.kind, a.exam_opens_at, a.exam_closes_at, r.id AS rehearsal_id, r.finished_at AS rehearsal_finished_at,
    (r.results->>'primary_score')::float8 AS rehearsal_primary_score, (r.results->>'test_score')::float8 AS rehearsal_test_score,
    (r.results->>'correct_count')::int AS rehearsal_correct_count
  FROM (${picked}) a
  LEFT JOIN users u ON u.id = a.issued_by
  -- A rehearsal assigned as homework (decision 044): the one started from it, through the unique homework_id.
  LEFT JOIN exam_rehearsals r ON r.homework_id = a.id
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
  ) l
  ORDER BY a.date DESC, a.id DESC`;

const assignmentColumns = `a.*, ${sortKeySql('a.date')} AS sort_at`;

/** One keyset page of a student's assignments, newest date first (decision 020). Bindings: userId, afterAt, afterId, limit. */
const pageByUser = (status: string) =>
  withTaskLists(`
    SELECT ${assignmentColumns} FROM homework_assignments a
    WHERE a.user_id = :userId ${status} AND (a.date, a.id) < (:afterAt::timestamptz, :afterId::int)
    ORDER BY a.date DESC, a.id DESC LIMIT :limit`);

/** Completes the assignments (of those the condition picks) whose tasks are all solved, at the clock's :now (the digest's day, decision 070). */
const completeSolved = (which: string) => `
    UPDATE homework_assignments a SET status = 'completed', updated_at = now(), completed_at = :now
    WHERE ${which} AND a.status <> 'completed' AND a.kind = 'tasks'
      AND NOT EXISTS (SELECT 1 FROM homework_tasks h WHERE h.assignment_id = a.id AND NOT ${solved('a.user_id', 'h.task_id')})
    RETURNING a.id, a.updated_at`;

export const homeworkSql = {
  /** Every assignment, active and completed. */
  pageByUser: pageByUser(''),
  pageActiveByUser: pageByUser(`AND a.status <> 'completed'`),
  pageCompletedByUser: pageByUser(`AND a.status = 'completed'`),
  /** Bindings: ids. */
  listByIds: withTaskLists(`SELECT ${assignmentColumns} FROM homework_assignments a WHERE a.id = ANY(:ids::int[])`),

  /**
   * An assignment completes in the transaction of the answer check that solves its last task (decision
   * 020): the not-completed assignments of this user holding this task, found through homework_tasks'
   * task index. Bindings: userId, taskId, now.
   */
  completeSolvedWithTask: completeSolved(
    'a.user_id = :userId AND a.id IN (SELECT h.assignment_id FROM homework_tasks h WHERE h.task_id = :taskId)',
  ),
  /** The same for listed assignments a read found fully solved (solves recorded outside the check). Bindings: ids, now. */
  completeSolvedByIds: completeSolved('a.id = ANY(:ids::int[])'),

  /**
   * The current assignment (not completed, latest date) and its first unsolved task; one with nothing
   * left to solve is done, whatever its stored status says. A rehearsal (kind 'exam') has no tasks
   * to go next to: it is started from the profile, so 'Следующее ДЗ' passes over it. Bindings: userId.
   */
  next: `
    SELECT a.id AS homework_id, n.task_id, n.type
    FROM homework_assignments a
    CROSS JOIN LATERAL (
      SELECT h.task_id, h.type FROM homework_tasks h
      WHERE h.assignment_id = a.id AND NOT ${solved('a.user_id', 'h.task_id')}
      ORDER BY h.position LIMIT 1
    ) n
    WHERE a.user_id = :userId AND a.status <> 'completed' AND a.kind = 'tasks'
    ORDER BY a.date DESC, a.id DESC LIMIT 1`,

  /** Tasks of many assignments at once, each list in order; the type comes from the task. Bindings: assignmentIds, taskIds (parallel arrays). */
  insertTasks: `
    INSERT INTO homework_tasks (assignment_id, position, task_id, type)
    SELECT x.assignment_id, row_number() OVER (PARTITION BY x.assignment_id ORDER BY x.ord), t.id, t.type
    FROM unnest(:assignmentIds::int[], :taskIds::int[]) WITH ORDINALITY AS x(assignment_id, task_id, ord)
    JOIN tasks t ON t.id = x.task_id`,

  /** One assignment held to the end of the transaction. Bindings: id. */
  lock: 'SELECT id, user_id, issued_by, date, variant_id, kind FROM homework_assignments WHERE id = :id FOR UPDATE',
} as const;
