import { queryClient } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';

/** Every student's history: an assignment may go to several of them at once. */
export function invalidateHomework(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.homework.list.pathKey() });
}
