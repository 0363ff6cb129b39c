import { skipToken, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A task's numbers and flags (decision 076); nothing is asked while `id` is null (not the bank's staff). */
export function useTaskQuality(id: number | null) {
  return useQuery({ ...trpc.tasks.quality.queryOptions(id === null ? skipToken : { id }), staleTime: 0 });
}
