/**
 * The read statements behind the trainer's hottest calls, as constant SQL: one round trip each,
 * and nothing for the query builder to build per request. The benchmark's floor runs these strings.
 */
export const taskSql = {
  /**
   * A random task of (subject, type), unsolved by the user first: from a random id in the type's
   * range it walks the (subject, type, id) index up, then down; then the same without the unsolved
   * condition. PostgreSQL runs the branches of UNION ALL in order and LIMIT 1 stops at the first row,
   * so the later branches run only when the earlier ones find nothing. Bindings: subject, type, then
   * the user id four times (NULL for nobody), subject and type in each branch. `unsolved` is false
   * when the user has solved every task of the type (the trainer then draws a generated one).
   */
  pickRandomTask: `
    WITH bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM tasks WHERE subject = :subject AND type = :type),
         start AS (SELECT lo + floor(random() * (hi - lo + 1))::int AS id FROM bounds WHERE lo IS NOT NULL)
    (SELECT t.id, true AS unsolved FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id >= (SELECT id FROM start)
       AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id) ORDER BY t.id LIMIT 1)
    UNION ALL
    (SELECT t.id, true AS unsolved FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id < (SELECT id FROM start)
       AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id) ORDER BY t.id DESC LIMIT 1)
    UNION ALL
    (SELECT t.id, false AS unsolved FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id >= (SELECT id FROM start) ORDER BY t.id LIMIT 1)
    UNION ALL
    (SELECT t.id, false AS unsolved FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id < (SELECT id FROM start) ORDER BY t.id DESC LIMIT 1)
    LIMIT 1`,

  /** Tasks by id with their block's condition as text, their attachments, and the user's flags. */
  selectTasks: `
    SELECT t.*, coalesce(b.condition, t.text) AS text,
      coalesce((SELECT json_agg(json_build_object('id', a.id, 'task_id', a.task_id, 'file', a.file, 'name', a.name, 'position', a.position)
                ORDER BY a.position, a.id) FROM task_attachments a WHERE a.task_id = t.id), '[]'::json) AS attachments,
      EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id) AS solved,
      EXISTS (SELECT 1 FROM task_reveals r WHERE r.user_id = :userId AND r.task_id = t.id) AS revealed
    FROM tasks t LEFT JOIN task_blocks b ON b.id = t.block_id
    WHERE t.id = ANY(:ids)`,
} as const;
