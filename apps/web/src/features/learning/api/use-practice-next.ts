import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * The practice session and its next task, kept until the student moves on (no refetch on focus: the
 * task on screen stays); a failure is shown at once, not retried.
 */
export function usePracticeNext() {
  return useQuery({ ...trpc.learning.practiceNext.queryOptions(), staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
}
