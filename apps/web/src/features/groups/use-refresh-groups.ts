import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** After any change in a group every groups query is stale: the group, invitations, quests, the top. */
export function useRefreshGroups(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() });
}
