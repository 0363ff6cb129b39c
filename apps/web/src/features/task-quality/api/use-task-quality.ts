import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A task's numbers and flags (decision 076), for the bank's staff. */
export function useTaskQuality(id: number) {
  return useQuery({ ...trpc.tasks.quality.queryOptions({ id }), staleTime: 0 });
}
