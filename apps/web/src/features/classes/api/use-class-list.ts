import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The teacher's classes (an admin's too), read afresh on every visit. */
export function useClassList() {
  return useQuery({ ...trpc.classes.list.queryOptions(), staleTime: 0 });
}
