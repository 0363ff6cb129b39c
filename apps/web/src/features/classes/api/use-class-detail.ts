import { skipToken, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A class with its students, for the edit form; nothing is asked while `id` is null. */
export function useClassDetail(id: number | null) {
  return useQuery({ ...trpc.classes.get.queryOptions(id === null ? skipToken : { id }), staleTime: 0 });
}
