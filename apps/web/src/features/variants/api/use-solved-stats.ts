import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The signed-in user's stats, fresh on each visit: tasks solved in the trainer meanwhile change 'Подобные решал'. */
export function useSolvedStats(enabled: boolean) {
  return useQuery({ ...trpc.users.stats.queryOptions(), enabled, staleTime: 0 });
}
