/**
 * The statements of an answer check, as constant SQL: the check is the hottest write, and building
 * them with the query builder cost as much as running them. The benchmark's floor runs these same
 * strings.
 */
export const checkSql = {
  selectTask: 'SELECT * FROM tasks WHERE id = ?',
  /**
   * The task read in the check's transaction, its row held shared until the commit (before the user's
   * lock, as an edit holds the task's row before its students'): an edit of the key waits for the
   * checks in flight and re-scores their attempts, and a check after it reads the new key (decision 077).
   */
  shareTask: 'SELECT * FROM tasks WHERE id = ? FOR SHARE',
  /**
   * The trainer's read of the task (checkTrainerAnswer): shareTask with, in the same round trip, the
   * tasks and deadline of the user's running rehearsal if one runs (exam_rehearsals_one_active), which
   * seals its tasks (decision 079: a statement of its own before the transaction cost a round trip on
   * every check). Bindings: user id, task id.
   */
  shareTaskWithSeal: `SELECT t.*, r.task_ids AS seal_task_ids, r.deadline_at AS seal_deadline_at
    FROM tasks t LEFT JOIN exam_rehearsals r ON r.user_id = ? AND r.finished_at IS NULL
    WHERE t.id = ? FOR SHARE OF t`,
  lockUser: 'SELECT experience_points FROM users WHERE id = ? FOR UPDATE',
  // Counted in the statement that inserts, after the lock: attempt numbers stay exact per user.
  insertAttempt: `INSERT INTO task_attempts (user_id, task_id, user_answer, user_table_answer, is_correct, solved_parts, solving_time, answered_at, attempt_number)
    SELECT ?, ?, ?, ?, ?, ?, ?, ?, count(*) + 1 FROM task_attempts WHERE user_id = ? AND task_id = ?
    RETURNING attempt_number`,
  isRevealed: 'SELECT 1 FROM task_reveals WHERE user_id = ? AND task_id = ?',
  countSolvedOfType: 'SELECT count(*)::int AS n FROM task_solves WHERE user_id = ? AND task_type = ?',
  insertSolve: `INSERT INTO task_solves (user_id, task_id, task_type, solving_time, attempts, experience_gained, solved_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, task_id) DO NOTHING RETURNING task_id`,
} as const;
