import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * The student's active or completed homework, 20 at a time. Progress changes in the trainer, out of
 * this page's sight: asked afresh each time the tab opens.
 */
export function useHomeworkAssignments(status: 'active' | 'completed') {
  return useInfiniteQuery({ ...trpc.homework.list.infiniteQueryOptions({ status }, { getNextPageParam: (page) => page.next_cursor }), staleTime: 0 });
}
