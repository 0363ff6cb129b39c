import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { assertNotSealed } from '../exam/assert-not-sealed';
import type { AuthUser } from '../identity/auth-user';
import { taskNotFoundMessage } from '../tasks/bank/get-tasks';
import type { RevealResult } from '../tasks/bank/task-schemas';

/**
 * Shows answers (with their worked solutions) and marks the tasks peeked ('waiting') for the user,
 * which forfeits their experience. Refused for any task of the user's running rehearsal.
 */
export async function revealAnswers(deps: CoreDeps, user: AuthUser, ids: number[]): Promise<RevealResult[]> {
  const rows = await deps.db('tasks').whereIn('id', ids).select('id', 'answer', 'answer_rows', 'solution');
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  await assertNotSealed(deps, user.id, ids);
  await deps.db('task_reveals')
    .insert(rows.map((row) => ({ user_id: user.id, task_id: row.id, revealed_at: deps.clock.now() })))
    .onConflict(['user_id', 'task_id'])
    .ignore();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].map((id) => {
    const row = byId.get(id)!;
    return { task_id: id, answer: row.answer, answers: row.answer_rows, solution: row.solution };
  });
}
