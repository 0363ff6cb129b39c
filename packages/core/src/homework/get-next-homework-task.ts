import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../users/auth-user';
import { completeSolvedHomework } from './complete-solved-homework';
import type { NextHomeworkTask } from './homework-schemas';
import { homeworkSql } from './homework-sql';

/**
 * 'Следующее ДЗ': the first unsolved task, in order, of the current assignment (not completed, the
 * latest date). Completion is settled first, so a finished assignment hands over to the next one.
 */
export async function getNextHomeworkTask(deps: CoreDeps, user: AuthUser): Promise<NextHomeworkTask> {
  await completeSolvedHomework(deps.db, user.id);
  const { rows } = await deps.db.raw<{ rows: { homework_id: number; task_id: number | null; type: number | null }[] }>(homeworkSql.next, { userId: user.id });
  const row = rows[0];
  if (!row) return { next_task: null, homework_id: null };
  return { next_task: row.task_id === null || row.type === null ? null : { id: row.task_id, type: row.type }, homework_id: row.homework_id };
}
