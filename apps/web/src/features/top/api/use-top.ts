import type { TopPeriod } from '@ege/core/top/top-schemas';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The top by experience of all time or of this Moscow week, with the caller's own row. */
export function useTop(period: TopPeriod, limit: number) {
  return useQuery(trpc.top.list.queryOptions({ period, limit }));
}
