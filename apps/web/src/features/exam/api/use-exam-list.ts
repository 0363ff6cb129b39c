import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The student's rehearsals: the one in progress, if any, and the finished ones; read afresh on every visit. */
export function useExamList() {
  return useQuery({ ...trpc.exam.list.queryOptions(), staleTime: 0 });
}
