import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The Статистика tab's overview, asked anew each time the tab opens: a solve in the trainer changes it without the profile knowing. */
export function useStatisticsOverview() {
  return useQuery({ ...trpc.statistics.overview.queryOptions(), staleTime: 0 });
}
