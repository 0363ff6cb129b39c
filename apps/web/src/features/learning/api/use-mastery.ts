import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The chance per type on the first try, asked anew each time the tab opens: a solve elsewhere changes it. */
export function useMastery() {
  return useQuery({ ...trpc.learning.mastery.queryOptions(), staleTime: 0 });
}
