import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidatePracticeNext } from './invalidate-practice-next';

/** A new practice session; its first task is asked for at once. */
export function useRestartPractice() {
  return useMutation({ ...trpc.learning.practiceStart.mutationOptions(), onSuccess: () => void invalidatePracticeNext() });
}
