import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every tab's list, since a save can move a variant between them. */
export function invalidateVariants(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.variants.list.pathKey() });
}
