import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateComments } from './invalidate-comments';

/** A like or a dislike (the same again takes it back); the thread is refetched for the counts. */
export function useVoteComment(onError: (error: unknown) => void) {
  return useMutation({
    ...trpc.comments.vote.mutationOptions(),
    onSuccess: () => invalidateComments(),
    onError,
  });
}
