/**
 * The read statements behind the trainer's hottest calls, as constant SQL: one round trip each,
 * and nothing for the query builder to build per request. The benchmark's floor runs these strings.
 */
export const taskSql = {
  /**
   * A random task of (subject, type), fresh for the user first (neither solved nor revealed), then
   * one revealed but unsolved, then any: from a random id in the type's range each step walks the
   * (subject, type, id) index up, then down. PostgreSQL runs the branches of UNION ALL in order and
   * LIMIT 1 stops at the first row, so the later branches run only when the earlier ones find nothing.
   * Bindings: subject, type, userId (NULL for nobody). `state` says which step found it: the trainer
   * draws a generated task rather than one whose answer the user has seen (decisions 040, 051).
   */
  pickRandomTask: `
    WITH bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM tasks WHERE subject = :subject AND type = :type),
         start AS (SELECT lo + floor(random() * (hi - lo + 1))::int AS id FROM bounds WHERE lo IS NOT NULL)
    (SELECT t.id, 'fresh' AS state FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id >= (SELECT id FROM start)
       AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id)
       AND NOT EXISTS (SELECT 1 FROM task_reveals r WHERE r.user_id = :userId AND r.task_id = t.id) ORDER BY t.id LIMIT 1)
    UNION ALL
    (SELECT t.id, 'fresh' FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id < (SELECT id FROM start)
       AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id)
       AND NOT EXISTS (SELECT 1 FROM task_reveals r WHERE r.user_id = :userId AND r.task_id = t.id) ORDER BY t.id DESC LIMIT 1)
    UNION ALL
    (SELECT t.id, 'revealed' FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id >= (SELECT id FROM start)
       AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id) ORDER BY t.id LIMIT 1)
    UNION ALL
    (SELECT t.id, 'revealed' FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id < (SELECT id FROM start)
       AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id) ORDER BY t.id DESC LIMIT 1)
    UNION ALL
    (SELECT t.id, 'solved' FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id >= (SELECT id FROM start) ORDER BY t.id LIMIT 1)
    UNION ALL
    (SELECT t.id, 'solved' FROM tasks t WHERE t.subject = :subject AND t.type = :type AND t.id < (SELECT id FROM start) ORDER BY t.id DESC LIMIT 1)
    LIMIT 1`,

  /**
   * Tasks by id with their block's condition as text, their attachments, and the user's flags (and where
   * a reveal was shown); `changed`: the revisions since the user's first answer of it (decision 077).
   */
  selectTasks: `
    SELECT t.*, coalesce(b.condition, t.text) AS text,
      coalesce((SELECT json_agg(json_build_object('id', a.id, 'task_id', a.task_id, 'file', a.file, 'name', a.name, 'position', a.position)
                ORDER BY a.position, a.id) FROM task_attachments a WHERE a.task_id = t.id), '[]'::json) AS attachments,
      EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id) AS solved,
      r.user_id IS NOT NULL AS revealed, r.shown_in, rv.name AS shown_in_variant,
      (SELECT json_build_object('at', max(x.created_at), 'statement', bool_or(x.statement_changed), 'answer', bool_or(x.answer_changed))
         FROM task_revisions x
         WHERE x.task_id = t.id AND (x.statement_changed OR x.answer_changed)
           AND x.created_at > (SELECT min(a.answered_at) FROM task_attempts a WHERE a.user_id = :userId AND a.task_id = t.id)
         HAVING count(*) > 0) AS changed
    FROM tasks t LEFT JOIN task_blocks b ON b.id = t.block_id
      LEFT JOIN task_reveals r ON r.user_id = :userId AND r.task_id = t.id
      LEFT JOIN variants rv ON rv.id = r.variant_id
    WHERE t.id = ANY(:ids)`,
} as const;
