import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The caller's group, or none: the Группы tab shows it or the ways into one. */
export function useMyGroup() {
  return useQuery(trpc.groups.myGroup.queryOptions());
}
