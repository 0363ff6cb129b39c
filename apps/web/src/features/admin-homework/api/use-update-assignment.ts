import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateHomework } from './invalidate-homework';

/** Saving an assignment's comment, status or window; `onUpdated` once the histories are reread. */
export function useUpdateAssignment(onUpdated: () => void) {
  return useMutation({
    ...trpc.homework.update.mutationOptions(),
    onSuccess: async () => {
      await invalidateHomework();
      onUpdated();
    },
  });
}
