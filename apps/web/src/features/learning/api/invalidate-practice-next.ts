import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** The next practice task is asked for anew: after an answer, or when a new session starts. */
export function invalidatePracticeNext(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.learning.practiceNext.queryKey() });
}
