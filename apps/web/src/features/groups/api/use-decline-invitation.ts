import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Declining an invitation. */
export function useDeclineInvitation() {
  return useMutation({ ...trpc.groups.declineInvitation.mutationOptions(), onSuccess: () => invalidateGroups() });
}
