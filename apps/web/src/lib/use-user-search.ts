import { skipToken, useQuery } from '@tanstack/react-query';
import { trpc } from './trpc';

/** Users found by the start of the name or e-mail, or by exact id; nothing is asked while `q` is null. */
export function useUserSearch(q: string | null) {
  return useQuery({ ...trpc.users.search.queryOptions(q === null ? skipToken : { q }), staleTime: 10_000 });
}
