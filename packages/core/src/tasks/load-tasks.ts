import type { Knex } from 'knex';
import type { AuthUser } from '../users/auth-user';
import type { TaskAccess } from './to-task-payload';
import type { AttachmentRow, TaskRow } from './task-row';

/** Tasks by id, in the order asked, with their attachments. */
export async function loadTasks(db: Knex, ids: number[]): Promise<{ tasks: TaskRow[]; attachments: Map<number, AttachmentRow[]> }> {
  if (ids.length === 0) return { tasks: [], attachments: new Map() };
  // A 19–21 question shows its block's condition as its text.
  const rows = (await db('tasks')
    .leftJoin('task_blocks', 'task_blocks.id', 'tasks.block_id')
    .whereIn('tasks.id', ids)
    .select('tasks.*', db.raw("coalesce(task_blocks.condition, tasks.text) as text"))) as TaskRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const attachmentRows = (await db('task_attachments').whereIn('task_id', ids).orderBy(['task_id', 'position', 'id'])) as AttachmentRow[];
  const attachments = new Map<number, AttachmentRow[]>();
  for (const row of attachmentRows) attachments.set(row.task_id, [...(attachments.get(row.task_id) ?? []), row]);
  return { tasks: ids.flatMap((id) => byId.get(id) ?? []), attachments };
}

/** Solved and revealed flags of a user for tasks; a guest has neither. */
export async function loadTaskAccess(db: Knex, user: AuthUser | null, tasks: TaskRow[]): Promise<Map<number, TaskAccess>> {
  const ids = tasks.map((task) => task.id);
  const solved = new Set<number>();
  const revealed = new Set<number>();
  if (user && ids.length > 0) {
    const [solvedRows, revealedRows] = await Promise.all([
      db('task_solves').where({ user_id: user.id }).whereIn('task_id', ids).select('task_id'),
      db('task_reveals').where({ user_id: user.id }).whereIn('task_id', ids).select('task_id'),
    ]);
    for (const row of solvedRows as { task_id: number }[]) solved.add(row.task_id);
    for (const row of revealedRows as { task_id: number }[]) revealed.add(row.task_id);
  }
  const admin = user?.role === 'admin';
  return new Map(
    tasks.map((task) => [
      task.id,
      { solved: solved.has(task.id), revealed: revealed.has(task.id), privileged: admin || (user !== null && task.author_id === user.id) },
    ]),
  );
}
