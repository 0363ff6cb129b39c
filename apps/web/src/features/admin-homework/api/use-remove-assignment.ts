import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateHomework } from './invalidate-homework';

/** Deleting an assignment; `onRemoved` once the histories are reread. */
export function useRemoveAssignment(onRemoved: () => void) {
  return useMutation({
    ...trpc.homework.remove.mutationOptions(),
    onSuccess: async () => {
      await invalidateHomework();
      onRemoved();
    },
  });
}
