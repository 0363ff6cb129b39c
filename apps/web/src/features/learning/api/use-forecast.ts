import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The exam score forecast, asked anew each time the tab opens, as the statistics are: a solve elsewhere changes it. */
export function useForecast() {
  return useQuery({ ...trpc.learning.forecast.queryOptions(), staleTime: 0 });
}
