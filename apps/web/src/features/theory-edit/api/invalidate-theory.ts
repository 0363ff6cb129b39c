import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every theory read (the pages, the lists, the edit button's) after a page is saved. */
export function invalidateTheory(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.theory.pathKey() });
}
