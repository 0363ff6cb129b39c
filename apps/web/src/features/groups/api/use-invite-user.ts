import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Inviting a user by name; `onInvited` once the group is reread. */
export function useInviteUser(onInvited: () => void) {
  return useMutation({
    ...trpc.groups.inviteUser.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onInvited();
    },
  });
}
