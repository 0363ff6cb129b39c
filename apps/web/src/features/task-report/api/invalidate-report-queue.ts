import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Every page of the queue, of every status and order: a handled report moves from one tab to another. */
export async function invalidateReportQueue(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: trpc.taskReports.queue.pathKey() });
}
