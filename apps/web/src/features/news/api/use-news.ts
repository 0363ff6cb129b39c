import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Every published news item, the important first, then the newest, as the server orders them. */
export function useNews() {
  return useQuery(trpc.news.list.queryOptions());
}
