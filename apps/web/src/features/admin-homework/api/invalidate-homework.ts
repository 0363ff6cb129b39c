import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every student's history (an assignment may go to several of them at once) and the latest issues. */
export async function invalidateHomework(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.homework.list.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.homework.recentIssues.pathKey() }),
  ]);
}
