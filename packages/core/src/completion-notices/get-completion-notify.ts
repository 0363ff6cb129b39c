import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { CompletionNotify } from './completion-notify-schemas';

/** The caller's own choice of how to hear of completed homework. */
export async function getCompletionNotify(deps: CoreDeps, user: AuthUser): Promise<CompletionNotify> {
  const row = await deps.db('users').where({ id: user.id }).first('completion_notify');
  return { mode: row?.completion_notify ?? 'each' };
}
