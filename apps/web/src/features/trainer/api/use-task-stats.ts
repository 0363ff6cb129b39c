import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** How others did on a task: the header cards' solved share and average time. */
export function useTaskStats(id: number) {
  return useQuery(trpc.tasks.stats.queryOptions({ id }));
}
