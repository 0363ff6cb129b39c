import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Accepting an invitation: the caller joins its group. */
export function useAcceptInvitation() {
  return useMutation({ ...trpc.groups.acceptInvitation.mutationOptions(), onSuccess: () => invalidateGroups() });
}
