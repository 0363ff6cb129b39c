import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * The student's rehearsal in progress, if any (the exam list's `active`), read afresh: a homework's
 * rehearsal cannot start while another runs (the server refuses), so the profile says so before asking.
 */
export function useRunningRehearsal(enabled: boolean) {
  const list = useQuery({ ...trpc.exam.list.queryOptions(), enabled, staleTime: 0 });
  return list.data?.active ?? null;
}
