import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Giving a member a role, or none; `onAssigned` once the group is reread. */
export function useAssignRole(onAssigned: () => void) {
  return useMutation({
    ...trpc.groups.assignRole.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onAssigned();
    },
  });
}
