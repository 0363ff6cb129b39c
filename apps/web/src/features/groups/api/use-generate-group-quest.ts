import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** The leader's new weekly quest for the group; `onGenerated` once the group is reread. */
export function useGenerateGroupQuest(onGenerated: () => void) {
  return useMutation({
    ...trpc.groups.generateQuest.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onGenerated();
    },
  });
}
