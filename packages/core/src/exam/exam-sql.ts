/**
 * The rehearsal's statements as constant SQL (decision 043). A finish holds the rehearsal's row
 * (lockForFinish) to the end of its transaction and answer saves share it (lockForSave), so an
 * answer is either saved before the finish reads the answers or refused after it: never saved and
 * left unscored.
 */
const columns = 'r.id, r.user_id, r.homework_id, r.task_ids, r.started_at, r.deadline_at, r.finished_at, r.finished_by, r.results';

export const examSql = {
  /** Bindings: id. */
  selectById: `SELECT ${columns} FROM exam_rehearsals r WHERE r.id = :id`,
  /** The rehearsal with the issuing teacher of its homework and its owner's name. Bindings: id. */
  selectWithIssuer: `
    SELECT ${columns}, a.issued_by, u.username
    FROM exam_rehearsals r JOIN users u ON u.id = r.user_id LEFT JOIN homework_assignments a ON a.id = r.homework_id
    WHERE r.id = :id`,
  /** The one in progress (exam_rehearsals_one_active). Bindings: userId. */
  selectActive: `SELECT ${columns} FROM exam_rehearsals r WHERE r.user_id = :userId AND r.finished_at IS NULL`,
  /** Bindings: homeworkId. */
  selectByHomework: `SELECT ${columns} FROM exam_rehearsals r WHERE r.homework_id = :homeworkId`,
  /** The last 50 finished, newest first, through (user_id, started_at). Bindings: userId. */
  selectFinished: `
    SELECT ${columns} FROM exam_rehearsals r WHERE r.user_id = :userId AND r.finished_at IS NOT NULL
    ORDER BY r.started_at DESC, r.id DESC LIMIT 50`,
  /** Bindings: userId, homeworkId, taskIds, startedAt, deadlineAt. */
  insert: `
    INSERT INTO exam_rehearsals (user_id, homework_id, task_ids, started_at, deadline_at)
    VALUES (:userId, :homeworkId, :taskIds::int[], :startedAt, :deadlineAt)
    RETURNING id, user_id, homework_id, task_ids, started_at, deadline_at, finished_at, finished_by, results`,

  /** Bindings: id. */
  lockForFinish: `SELECT ${columns} FROM exam_rehearsals r WHERE r.id = :id FOR UPDATE`,
  /** Bindings: id. */
  lockForSave: `SELECT ${columns} FROM exam_rehearsals r WHERE r.id = :id FOR SHARE`,
  /** Bindings: id, finishedAt, finishedBy, results. */
  saveFinish: `
    UPDATE exam_rehearsals SET finished_at = :finishedAt, finished_by = :finishedBy, results = :results
    WHERE id = :id AND finished_at IS NULL`,
  /** The homework the rehearsal came from is done with it. Bindings: homeworkId, now. */
  completeHomework: `
    UPDATE homework_assignments SET status = 'completed', updated_at = now(), completed_at = :now
    WHERE id = :homeworkId AND status <> 'completed' RETURNING id`,
  /** The unfinished ones past their deadline, oldest first. Bindings: now, limit. */
  selectOverdue: `SELECT r.id FROM exam_rehearsals r WHERE r.finished_at IS NULL AND r.deadline_at <= :now ORDER BY r.deadline_at LIMIT :limit`,

  /** Bindings: id. */
  selectAnswers: 'SELECT task_id, answer, time_spent, saved_at FROM exam_rehearsal_answers WHERE rehearsal_id = :id',
  /** Bindings: id, taskId, answer (jsonb or null), timeSpent, savedAt. */
  upsertAnswer: `
    INSERT INTO exam_rehearsal_answers (rehearsal_id, task_id, answer, time_spent, saved_at)
    VALUES (:id, :taskId, :answer, :timeSpent, :savedAt)
    ON CONFLICT (rehearsal_id, task_id) DO UPDATE SET answer = excluded.answer, time_spent = excluded.time_spent, saved_at = excluded.saved_at
    RETURNING saved_at`,

  /** A homework as a rehearsal reads it. Bindings: id. */
  selectHomework: 'SELECT id, user_id, issued_by, kind, exam_opens_at, exam_closes_at FROM homework_assignments WHERE id = :id',
  /**
   * What of the rehearsal's tasks its owner had been shown before the finish: a revealed answer
   * ('Показать ответ', a finished variant's results) with when, or a solve before the start (the
   * trainer shows the solution then). Read before the finish's own checks reveal the unsolved ones.
   * Bindings: userId, ids.
   */
  selectSeen: `
    SELECT t.id AS task_id, r.revealed_at, s.solved_at
    FROM unnest(:ids::int[]) AS t(id)
    LEFT JOIN task_reveals r ON r.user_id = :userId AND r.task_id = t.id
    LEFT JOIN task_solves s ON s.user_id = :userId AND s.task_id = t.id
    WHERE r.task_id IS NOT NULL OR s.task_id IS NOT NULL`,
  /** The tasks' types, for the exam's order. Bindings: ids. */
  selectTypes: 'SELECT id, type FROM tasks WHERE id = ANY(:ids::int[])',
} as const;
