import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { readHomeworkCache, writeHomeworkCache } from './homework-cache';

/**
 * The signed-in user's homework (SPEC §4 Homework list cache). The copy in localStorage, when
 * younger than 5 minutes, shows at once and stays on screen if the request fails; the list is still
 * asked for on every mount and on returning to the tab, since solving in the trainer or a variant
 * changes it without the profile knowing. Each answer from the server is stored anew.
 */
export function useHomeworkList(userId: number) {
  const [cached] = useState(() => readHomeworkCache(window.localStorage, userId, Date.now()));
  const query = useQuery({
    ...trpc.homework.list.queryOptions({}),
    initialData: cached?.list,
    initialDataUpdatedAt: cached?.savedAt,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data) writeHomeworkCache(window.localStorage, userId, { list: data, savedAt: dataUpdatedAt });
  }, [data, dataUpdatedAt, userId]);
  return query;
}
