/** The statements of revisions and re-scoring (decision 077). */
export const taskRevisionSql = {
  /**
   * Bindings: ids. What a revision keeps of each task: a block question's statement is its block's
   * condition. With FOR UPDATE OF t, the tasks' rows are locked in the order of their ids.
   */
  contents: `
    SELECT t.id, coalesce(b.condition, t.text) AS text, t.question, t.answer_type, t.answer, t.answer_rows, t.table_shape
    FROM tasks t LEFT JOIN task_blocks b ON b.id = t.block_id
    WHERE t.id = ANY(:ids::int[]) ORDER BY t.id`,
  /** Bindings: id. A block's row, locked before its questions' as every writer of a block does. */
  lockBlock: 'SELECT id FROM task_blocks WHERE id = :id FOR UPDATE',
  /** Bindings: ids. Locks tasks' rows in the order of their ids. */
  lockTasks: 'SELECT id FROM tasks WHERE id = ANY(:ids::int[]) ORDER BY id FOR UPDATE',
  insertRevision: `
    INSERT INTO task_revisions (task_id, user_id, source, before, after, statement_changed, answer_changed, created_at)
    VALUES (:taskId, :userId, :source, :before::jsonb, :after::jsonb, :statementChanged, :answerChanged, :now)
    RETURNING id`,
  setCredited: 'UPDATE task_revisions SET credited = :credited WHERE id = :id',
  /** Bindings: id. What the checker reads of the task, and who wrote it. */
  checkable: 'SELECT id, type, answer_type, answer, answer_rows, table_shape, author_id FROM tasks WHERE id = :id',
  /**
   * Bindings: taskId. The wrong answers of users without a solve of the task, each distinct answer once
   * with the attempts that gave it: the checker runs once an answer, however many gave it.
   */
  wrongAnswers: `
    SELECT a.user_answer, a.user_table_answer, array_agg(a.id) AS ids
    FROM task_attempts a
    WHERE a.task_id = :taskId AND NOT a.is_correct
      AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = a.user_id AND s.task_id = a.task_id)
    GROUP BY a.user_answer, a.user_table_answer`,
  /** Bindings: ids, parts (json or null). Attempts right under the new key; none ever goes back to wrong. */
  markCorrect: `
    UPDATE task_attempts SET is_correct = true, solved_parts = coalesce(:parts::jsonb, solved_parts)
    WHERE id = ANY(:ids::bigint[]) AND NOT is_correct`,
  /**
   * Bindings: ids, taskId. The users of these attempts, each with their first right attempt, and
   * whether the task may pay them (not revealed, not their own: decision 051). Users locked in the
   * order of their ids, as every check locks one: two corrections, or a correction and a check, wait
   * for each other instead of deadlocking.
   */
  creditCandidates: `
    WITH firsts AS (
      SELECT DISTINCT ON (a.user_id) a.user_id, a.attempt_number, a.solving_time, a.user_answer, a.user_table_answer
      FROM task_attempts a WHERE a.id = ANY(:ids::bigint[])
      ORDER BY a.user_id, a.attempt_number
    )
    SELECT f.*,
      (t.author_id IS NOT DISTINCT FROM f.user_id OR EXISTS (SELECT 1 FROM task_reveals r WHERE r.user_id = f.user_id AND r.task_id = :taskId)) AS unpaid
    FROM firsts f JOIN users u ON u.id = f.user_id JOIN tasks t ON t.id = :taskId
    ORDER BY f.user_id
    FOR UPDATE OF u`,
  insertNotification: `
    INSERT INTO notifications (user_id, message, related_homework_id, related_task_id, kind, created_at) VALUES (:userId, :message, NULL, :taskId, 'rescored', :now)`,
} as const;
