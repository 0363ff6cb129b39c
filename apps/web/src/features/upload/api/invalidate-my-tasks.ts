import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** 'Мои задания' after an upload, an edit or a delete: every page of it. */
export function invalidateMyTasks(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.authoring.list.pathKey() });
}
