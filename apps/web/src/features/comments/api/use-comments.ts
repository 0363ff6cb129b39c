import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { commentTargetOf } from '../utils/comment-target-of';

/** The thread under a task (a 19–21 block's under its first task). */
export function useComments(taskId: number) {
  return useQuery(trpc.comments.list.queryOptions(commentTargetOf(taskId)));
}
