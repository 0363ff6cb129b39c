import type { CoreDeps } from '../context/core-deps';
import { decodeKeysetCursor, toKeysetPage } from '../paging/keyset-cursor';
import { roleAllows } from '../rules/roles';
import type { AuthUser } from '../identity/auth-user';
import type { HomeworkRow } from './homework-row';
import { homeworkNotFound } from '../errors/homework-not-found';
import type { HomeworkAssignment, HomeworkList, ListHomeworkInput } from './homework-schemas';
import { notifyHomeworkDone } from '../completion-notices/notify-homework-done';
import { homeworkSql } from './homework-sql';
import { toHomeworkAssignment } from './to-homework-assignment';

const pageSql = { all: homeworkSql.pageByUser, active: homeworkSql.pageActiveByUser, completed: homeworkSql.pageCompletedByUser };

/**
 * One page of the caller's assignments, or a student's for a teacher or an admin; newest date first
 * (decision 020), split into active and completed. Assignments complete when their last task is
 * solved; one the page finds fully solved but not completed (its solves were written some other
 * way) is completed here, so the list never shows a finished assignment as active; its issuer is
 * told as by the check (decision 070).
 */
export async function listHomework(deps: CoreDeps, user: AuthUser, input: ListHomeworkInput): Promise<HomeworkList> {
  const userId = input.user_id ?? user.id;
  if (userId !== user.id && !roleAllows('staff', user.role)) throw homeworkNotFound();
  const after = decodeKeysetCursor(input.cursor);
  const { rows } = await deps.db.raw<{ rows: HomeworkRow[] }>(pageSql[input.status ?? 'all'], {
    userId,
    afterAt: after.at,
    afterId: after.id,
    limit: input.page_size + 1,
  });
  const page = toKeysetPage(rows, input.page_size, toHomeworkAssignment);
  const assignments = await completeFullySolved(deps, page.results);
  return {
    active: assignments.filter((assignment) => assignment.status !== 'completed'),
    completed: assignments.filter((assignment) => assignment.status === 'completed'),
    next_cursor: page.next_cursor,
  };
}

async function completeFullySolved(deps: CoreDeps, assignments: HomeworkAssignment[]): Promise<HomeworkAssignment[]> {
  const done = assignments.filter((a) => a.kind === 'tasks' && a.status !== 'completed' && a.progress.total > 0 && a.progress.solved === a.progress.total);
  if (done.length === 0) return assignments;
  const now = deps.clock.now();
  const rows = await deps.db.transaction(async (trx) => {
    const completed = await trx.raw<{ rows: { id: number; updated_at: Date }[] }>(homeworkSql.completeSolvedByIds, { ids: done.map((a) => a.id), now });
    await notifyHomeworkDone(trx, completed.rows.map((row) => row.id), now);
    return completed.rows;
  });
  const completedAt = new Map(rows.map((row) => [row.id, row.updated_at.toISOString()]));
  return assignments.map((a) => {
    const updatedAt = completedAt.get(a.id);
    return updatedAt === undefined ? a : { ...a, status: 'completed', updated_at: updatedAt };
  });
}
