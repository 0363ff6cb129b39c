import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** The rehearsals' list is read anew: one started, or the one in progress ran out of time. */
export function invalidateExamList(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.exam.list.queryKey() });
}
