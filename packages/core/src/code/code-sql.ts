/**
 * The saved code's statements as constant SQL (decision 067). Trainer code and a rehearsal's code
 * live in one table under two partial unique indexes, so each has its own select and its own upsert
 * that names its index's columns and predicate: ON CONFLICT picks that index, and two concurrent saves
 * meet there as an update, never as an error. The last save to commit is the one kept.
 */
const columns = 'task_id, exam_id, code, updated_at';

export const codeSql = {
  /** Bindings: userId, taskId. */
  selectTrainer: `SELECT ${columns} FROM task_codes WHERE user_id = :userId AND task_id = :taskId AND exam_id IS NULL`,
  /** Bindings: userId, examId, taskId. */
  selectExam: `SELECT ${columns} FROM task_codes WHERE user_id = :userId AND exam_id = :examId AND task_id = :taskId`,
  /** Bindings: userId, taskId, code, updatedAt. */
  upsertTrainer: `
    INSERT INTO task_codes (user_id, task_id, exam_id, code, updated_at) VALUES (:userId, :taskId, NULL, :code, :updatedAt)
    ON CONFLICT (user_id, task_id) WHERE exam_id IS NULL DO UPDATE SET code = excluded.code, updated_at = excluded.updated_at
    RETURNING ${columns}`,
  /** Bindings: userId, examId, taskId, code, updatedAt. */
  upsertExam: `
    INSERT INTO task_codes (user_id, task_id, exam_id, code, updated_at) VALUES (:userId, :taskId, :examId, :code, :updatedAt)
    ON CONFLICT (user_id, exam_id, task_id) WHERE exam_id IS NOT NULL DO UPDATE SET code = excluded.code, updated_at = excluded.updated_at
    RETURNING ${columns}`,
} as const;
