import { useMutation } from '@tanstack/react-query';
import { invalidateComments } from './invalidate-comments';
import { postComment } from './post-comment';

/**
 * Sending a comment with its images: `onSent` with the images refused (the comment stands without
 * them), then the thread is refetched, then `onPosted`.
 */
export function usePostComment({ onSent, onPosted }: { onSent: (imageErrors: string[]) => void; onPosted?: () => void }) {
  return useMutation({
    mutationFn: postComment,
    onSuccess: async ({ imageErrors }) => {
      onSent(imageErrors);
      await invalidateComments();
      onPosted?.();
    },
  });
}
