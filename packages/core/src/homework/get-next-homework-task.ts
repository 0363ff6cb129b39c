import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { NextHomeworkTask } from './homework-schemas';
import { homeworkSql } from './homework-sql';

/** 'Следующее ДЗ': the first unsolved task, in order, of the current assignment (not completed, the latest date). */
export async function getNextHomeworkTask(deps: CoreDeps, user: AuthUser): Promise<NextHomeworkTask> {
  const { rows } = await deps.db.raw<{ rows: { homework_id: number; task_id: number; type: number }[] }>(homeworkSql.next, { userId: user.id });
  const row = rows[0];
  return row ? { next_task: { id: row.task_id, type: row.type }, homework_id: row.homework_id } : { next_task: null, homework_id: null };
}
