import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** After any change in a group every groups query is stale: the group, invitations, quests, the top. */
export function invalidateGroups(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() });
}
