import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every news list (this screen's, the public page's, the profile's block) reads anew after a change. */
export function invalidateNews(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.news.pathKey() });
}
