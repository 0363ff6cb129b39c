import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Cancelling one of the group's pending invitations. */
export function useCancelInvitation() {
  return useMutation({ ...trpc.groups.cancelInvitation.mutationOptions(), onSuccess: () => invalidateGroups() });
}
