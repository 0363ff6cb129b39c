import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A rehearsal at the station, always read afresh: the answers and server_now it starts from must be the server's latest. */
export function useExamSession(id: number | null) {
  return useQuery({ ...trpc.exam.get.queryOptions({ id: id ?? 0 }), enabled: id !== null, staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: false });
}
