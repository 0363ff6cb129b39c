import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { CompletionNotify } from './completion-notify-schemas';

/** Sets the caller's choice; completions from now on follow it (one already told is not told again). */
export async function setCompletionNotify(deps: CoreDeps, user: AuthUser, input: CompletionNotify): Promise<CompletionNotify> {
  await deps.db('users').where({ id: user.id }).update({ completion_notify: input.mode });
  return { mode: input.mode };
}
