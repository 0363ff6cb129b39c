import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Deleting a role (its members stay, without one); `onDeleted` once the group is reread. */
export function useDeleteRole(onDeleted: () => void) {
  return useMutation({
    ...trpc.groups.deleteRole.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onDeleted();
    },
  });
}
