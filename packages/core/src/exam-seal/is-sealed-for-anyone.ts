import type { CoreDeps } from '../context/core-deps';

/**
 * Whether the task belongs to anyone's running rehearsal (issue 26): a guest's check of it is refused,
 * so a student cannot check their rehearsal's answers signed out. One past its deadline seals nothing.
 */
export async function isSealedForAnyone(deps: CoreDeps, taskId: number): Promise<boolean> {
  const { rows } = await deps.db.raw<{ rows: unknown[] }>(
    'SELECT 1 FROM exam_rehearsals WHERE finished_at IS NULL AND task_ids @> ARRAY[?]::integer[] AND deadline_at > ? LIMIT 1',
    [taskId, deps.clock.now()],
  );
  return rows.length > 0;
}
