import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Creating a role in the group; `onCreated` once the group is reread. */
export function useCreateRole(onCreated: () => void) {
  return useMutation({
    ...trpc.groups.createRole.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onCreated();
    },
  });
}
