import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Homework variants whose assignment is gone, 20 at a time. */
export function useDetachedHomeworkVariants() {
  return useInfiniteQuery(trpc.variants.list.infiniteQueryOptions({ tab: 'homework', detached: true }, { getNextPageParam: (page) => page.next_cursor }));
}
