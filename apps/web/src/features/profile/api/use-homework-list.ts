import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { readHomeworkCache, writeHomeworkCache } from '../homework-cache';

/**
 * The signed-in user's homework, a page at a time (decision 020; SPEC §4 Homework list cache). The
 * first page, kept in localStorage, when younger than 5 minutes shows at once and stays on screen if
 * the request fails; the list is still asked for on every mount and on returning to the tab, since
 * solving in the trainer or a variant changes it without the profile knowing. Each first page from
 * the server is stored anew; the pages after it come with 'Показать ещё'.
 */
export function useHomeworkList(userId: number) {
  const [cached] = useState(() => readHomeworkCache(window.localStorage, userId, Date.now()));
  const query = useInfiniteQuery({
    ...trpc.homework.list.infiniteQueryOptions({}, { getNextPageParam: (page) => page.next_cursor }),
    initialData: cached ? { pages: [cached.list], pageParams: [null] } : undefined,
    initialDataUpdatedAt: cached?.savedAt,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const { data, dataUpdatedAt } = query;
  const firstPage = data?.pages[0];
  useEffect(() => {
    if (firstPage) writeHomeworkCache(window.localStorage, userId, { list: firstPage, savedAt: dataUpdatedAt });
  }, [firstPage, dataUpdatedAt, userId]);
  return query;
}
