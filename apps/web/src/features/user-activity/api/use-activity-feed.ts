import type { ActivityPage } from '@ege/core/activity/activity-schemas';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { activitySignature } from '../../../lib/activity-signature';
import { describeError } from '../../../lib/describe-error';
import { basePollDelayMs, nextPollDelay } from '../../../lib/next-poll-delay';
import { queryClient } from '../../../lib/query-client';
import { trpc, trpcClient } from '../../../lib/trpc';
import type { AppliedActivityFilters } from '../activity-filter-values';

/** SPEC §9: 20 cards a page. */
export const activityPageSize = 20;

/**
 * One page of a user's activity and, with auto-refresh on, a poll every 3 s that replaces the page only
 * when the signature of its first 20 results changed (SPEC §4), so open cards and the scroll stay put
 * while nothing happens; failures stretch the wait up to 12 s.
 */
export function useActivityFeed(filters: AppliedActivityFilters | null, page: number, autoRefresh: boolean) {
  const input = useMemo(() => (filters ? { ...filters, page, page_size: activityPageSize } : null), [filters, page]);
  const query = useQuery({ ...trpc.activity.list.queryOptions(input ?? skipToken), placeholderData: keepPreviousData, staleTime: 0 });
  // Tagged with the input it came from, so another page or filter does not show an old failure.
  const [pollError, setPollError] = useState<{ input: object; message: string } | null>(null);

  useEffect(() => {
    if (!autoRefresh || !input) return;
    const key = trpc.activity.list.queryKey(input);
    let delay = basePollDelayMs;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      let succeeded = true;
      try {
        const fresh = await trpcClient.activity.list.query(input);
        if (stopped) return;
        const shown = queryClient.getQueryData<ActivityPage>(key);
        if (!shown || activitySignature(shown.results) !== activitySignature(fresh.results)) queryClient.setQueryData(key, fresh);
        setPollError(null);
      } catch (error) {
        if (stopped) return;
        succeeded = false;
        setPollError({ input, message: describeError(error).message });
      }
      delay = nextPollDelay(delay, succeeded);
      timer = setTimeout(() => void poll(), delay);
    };
    timer = setTimeout(() => void poll(), delay);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [autoRefresh, input]);

  return { query, pollError: autoRefresh && pollError?.input === input ? pollError.message : null };
}
