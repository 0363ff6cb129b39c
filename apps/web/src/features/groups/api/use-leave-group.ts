import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Leaving the group. */
export function useLeaveGroup() {
  return useMutation({ ...trpc.groups.leave.mutationOptions(), onSuccess: () => invalidateGroups() });
}
