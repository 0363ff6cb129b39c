import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The newest published news, `limit` of them. */
export function useRecentNews(limit: number) {
  return useQuery(trpc.news.recent.queryOptions({ limit }));
}
