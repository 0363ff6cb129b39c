import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * The 19–21 block: the one holding `taskId`, or a random one. Kept while the page is open (a refetch
 * would swap the block under the student) and dropped when it closes, so the next visit draws anew.
 */
export function useTaskBlock(taskId: number | undefined, enabled: boolean) {
  return useQuery({ ...trpc.tasks.block.queryOptions({ subject: 'inf', task_id: taskId }), enabled, staleTime: Infinity, gcTime: 0 });
}
