import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Every news item, hidden ones too for the admin, in the public order. */
export function useAllNews() {
  return useQuery(trpc.news.list.queryOptions());
}
