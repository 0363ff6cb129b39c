import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The caller's ten latest issues of homework, with their students. */
export function useRecentIssues() {
  return useQuery(trpc.homework.recentIssues.queryOptions({ limit: 10 }));
}
