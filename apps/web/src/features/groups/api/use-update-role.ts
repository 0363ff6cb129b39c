import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Changing a role's name, rights or order; `onUpdated` once the group is reread. */
export function useUpdateRole(onUpdated: () => void) {
  return useMutation({
    ...trpc.groups.updateRole.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onUpdated();
    },
  });
}
