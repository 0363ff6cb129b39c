import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A student's homework, 20 at a time, read afresh on every visit. */
export function useHomeworkHistory(userId: number) {
  return useInfiniteQuery({
    ...trpc.homework.list.infiniteQueryOptions({ user_id: userId }, { getNextPageParam: (page) => page.next_cursor }),
    staleTime: 0,
  });
}
