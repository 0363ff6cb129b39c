import type { TaskCodesTable } from '../db/tables/task-codes-table';
import type { TaskCode } from './code-schemas';

/** A row of codeSql's selects and upserts. */
export type TaskCodeRow = Pick<TaskCodesTable, 'task_id' | 'exam_id' | 'code' | 'updated_at'>;

export function toTaskCode(row: TaskCodeRow): TaskCode {
  return { task_id: row.task_id, exam_id: row.exam_id, code: row.code, updated_at: row.updated_at.toISOString() };
}

/** What a task reads as when nothing of it was saved. */
export function emptyTaskCode(taskId: number, examId: number | null): TaskCode {
  return { task_id: taskId, exam_id: examId, code: '', updated_at: null };
}
