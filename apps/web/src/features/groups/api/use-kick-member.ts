import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Removing a member from the group; `onKicked` once the group is reread. */
export function useKickMember(onKicked: () => void) {
  return useMutation({
    ...trpc.groups.kickMember.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onKicked();
    },
  });
}
