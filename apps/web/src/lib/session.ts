import type { SessionOutput } from '@ege/core/identity/user-schemas';
import { clearAccessToken, saveAccessToken } from './access-token';
import { queryClient } from './query-client';
import { trpc } from './trpc';

/**
 * Keeps the token of a fresh sign-in and the user it returned, so no second profile call is needed.
 * The cache starts clean, so nothing of a previous account shows.
 */
export function startSession(session: SessionOutput): void {
  queryClient.clear();
  queryClient.setQueryData(trpc.users.me.queryKey(), session.user);
  saveAccessToken(session.access);
}

export function endSession(): void {
  clearAccessToken();
  queryClient.clear();
}
