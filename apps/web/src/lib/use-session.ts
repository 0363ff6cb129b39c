import type { Profile } from '@ege/core/identity/user-schemas';
import { useQuery } from '@tanstack/react-query';
import { describeError } from './describe-error';
import { trpc } from './trpc';
import { useAccessToken } from './use-access-token';

export type Session =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void; retrying: boolean }
  | { status: 'signed-in'; user: Profile };

/**
 * Who is signed in: the profile is fetched while an access token is stored (SPEC §4 Auth), and a
 * successful answer means signed in. A failed token refresh drops the token, which signs out.
 */
export function useSession(): Session {
  const token = useAccessToken();
  const query = useQuery({ ...trpc.users.me.queryOptions(), enabled: token !== null });
  if (token === null) return { status: 'signed-out' };
  if (query.data) return { status: 'signed-in', user: query.data };
  if (query.isError) {
    return { status: 'error', message: describeError(query.error).message, retry: () => void query.refetch(), retrying: query.isFetching };
  }
  return { status: 'loading' };
}
