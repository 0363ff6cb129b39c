import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The end of a practice session: first tries, the chances before and now, what is due by tomorrow. */
export function usePracticeSummary(sessionId: number) {
  return useQuery({ ...trpc.learning.practiceSummary.queryOptions({ session_id: sessionId }), staleTime: 0 });
}
