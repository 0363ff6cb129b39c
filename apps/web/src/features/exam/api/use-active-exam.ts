import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The rehearsal in progress as the station has it: its server_now counts the time left by the server's clock. */
export function useActiveExam(id: number | undefined) {
  return useQuery({ ...trpc.exam.get.queryOptions({ id: id ?? 0 }), enabled: id !== undefined, staleTime: 0 });
}
