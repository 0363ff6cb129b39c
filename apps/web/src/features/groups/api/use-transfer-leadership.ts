import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Handing the leadership to a member; `onTransferred` once the group is reread. */
export function useTransferLeadership(onTransferred: () => void) {
  return useMutation({
    ...trpc.groups.transferLeadership.mutationOptions(),
    onSuccess: async () => {
      await invalidateGroups();
      onTransferred();
    },
  });
}
