/**
 * The activity statements as constant SQL (the benchmark's floor runs these strings). One user's
 * attempts are grouped per task in an index-only scan of (user_id, task_id, answered_at DESC) with
 * is_correct included; the filters probe the task's type and the user's solve only when given (a NULL
 * binding folds the condition away at planning); the page is cut from the groups, newest last attempt
 * first, and only its rows join the task, its block, attachments and the attempt history.
 */
const grouped = `
  WITH per_task AS (
    SELECT a.task_id, max(a.answered_at) AS last_answered_at, count(*)::int AS attempts_count
    FROM task_attempts a
    WHERE a.user_id = :userId
    GROUP BY a.task_id
  ),
  filtered AS (
    SELECT p.* FROM per_task p
    WHERE (:types::int[] IS NULL OR EXISTS (SELECT 1 FROM tasks t WHERE t.id = p.task_id AND t.type = ANY(:types::int[])))
      AND (:solved::boolean IS NULL
           OR EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = p.task_id) = :solved::boolean)
  )`;

export const activitySql = {
  /**
   * How many tasks the user has attempted, with the filters: needed only for a page past the end,
   * since the page's rows carry the count. Bindings: userId, types (int[] or NULL), solved (boolean or NULL).
   */
  count: `${grouped} SELECT count(*)::int AS count FROM filtered`,

  /**
   * One page of those tasks, newest last attempt first, each with its task row, block condition as
   * text, attachments, solve and reveal flags, and its latest attempts newest first; every row
   * carries the count of all the groups (a window over the same pass, so no second aggregate).
   * Bindings: userId, types, solved, limit, offset, historyLimit.
   */
  page: `${grouped}
  SELECT t.*, coalesce(b.condition, t.text) AS text, f.last_answered_at, f.attempts_count, f.total_count,
    coalesce((SELECT json_agg(json_build_object('id', x.id, 'task_id', x.task_id, 'file', x.file, 'name', x.name, 'position', x.position)
              ORDER BY x.position, x.id) FROM task_attachments x WHERE x.task_id = t.id), '[]'::json) AS attachments,
    EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id) AS solved,
    EXISTS (SELECT 1 FROM task_reveals r WHERE r.user_id = :userId AND r.task_id = t.id) AS revealed,
    (SELECT json_agg(json_build_object('answered_at', h.answered_at, 'is_correct', h.is_correct, 'attempt_number', h.attempt_number,
                                       'user_answer', h.user_answer, 'user_table_answer', h.user_table_answer)
                     ORDER BY h.answered_at DESC, h.id DESC)
     FROM (SELECT a.id, a.answered_at, a.is_correct, a.attempt_number, a.user_answer, a.user_table_answer
           FROM task_attempts a WHERE a.user_id = :userId AND a.task_id = f.task_id
           ORDER BY a.answered_at DESC, a.id DESC LIMIT :historyLimit) h) AS history
  FROM (SELECT *, count(*) OVER ()::int AS total_count FROM filtered ORDER BY last_answered_at DESC, task_id DESC LIMIT :limit OFFSET :offset) f
  JOIN tasks t ON t.id = f.task_id
  LEFT JOIN task_blocks b ON b.id = t.block_id
  ORDER BY f.last_answered_at DESC, f.task_id DESC`,
} as const;
