import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateComments } from './invalidate-comments';

/** Saving an edited comment; `onUpdated` once the thread is refetched. */
export function useUpdateComment({ onUpdated, onError }: { onUpdated: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.comments.update.mutationOptions(),
    onSuccess: async () => {
      await invalidateComments();
      onUpdated();
    },
    onError,
  });
}
