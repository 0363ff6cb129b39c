import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every page of the activity is read anew: the same filters applied again still mean "show me the latest". */
export function invalidateActivity(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.activity.list.pathKey() });
}
