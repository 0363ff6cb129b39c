import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateComments } from './invalidate-comments';

/** Deleting a comment (its replies stay); `onRemoved` once the thread is refetched. */
export function useRemoveComment(onRemoved: () => void) {
  return useMutation({
    ...trpc.comments.remove.mutationOptions(),
    onSuccess: async () => {
      await invalidateComments();
      onRemoved();
    },
  });
}
