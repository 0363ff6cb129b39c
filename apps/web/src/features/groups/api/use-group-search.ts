import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Open groups whose name holds `q` (all of them for an empty one). */
export function useGroupSearch(q: string) {
  return useQuery(trpc.groups.search.queryOptions({ q }));
}
