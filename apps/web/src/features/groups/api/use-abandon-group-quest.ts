import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** The leader gives up the active quest; `onAbandoned` once the group is reread. */
export function useAbandonGroupQuest(onAbandoned: () => void) {
  return useMutation({
    ...trpc.groups.abandonQuest.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onAbandoned();
    },
  });
}
