import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** Deleting the group (the leader only). */
export function useDeleteGroup() {
  return useMutation({ ...trpc.groups.delete.mutationOptions(), onSuccess: () => invalidateGroups() });
}
