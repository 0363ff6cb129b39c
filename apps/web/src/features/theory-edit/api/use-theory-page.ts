import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A theory page opened for editing, read afresh each time (another editor may have changed it). */
export function useTheoryPage(id: number) {
  return useQuery({ ...trpc.theory.get.queryOptions({ id }), staleTime: 0 });
}
