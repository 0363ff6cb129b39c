import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The top 20 groups by experience. */
export function useGroupTop() {
  return useQuery(trpc.groups.top.queryOptions({ limit: 20 }));
}
