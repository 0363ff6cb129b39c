import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A finished rehearsal's scores and per-task table (with the forecast for its student). */
export function useExamResult(id: number | null) {
  return useQuery({ ...trpc.exam.result.queryOptions({ id: id ?? 0 }), enabled: id !== null });
}
