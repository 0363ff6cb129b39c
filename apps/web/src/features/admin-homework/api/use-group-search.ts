import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Groups whose name contains `query` that the caller may see (open ones and their own); null: no search yet. */
export function useGroupSearch(query: string | null) {
  return useQuery({ ...trpc.groups.search.queryOptions({ q: query ?? '' }), enabled: query !== null });
}
