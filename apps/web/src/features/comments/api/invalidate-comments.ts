import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every change refetches the thread: counts, my votes, can_edit and placeholders all come from the server. */
export function invalidateComments(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.comments.list.pathKey() });
}
