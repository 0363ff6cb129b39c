import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Joining an open group. */
export function useJoinGroup() {
  return useMutation({ ...trpc.groups.join.mutationOptions(), onSuccess: () => invalidateGroups() });
}
