import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The theory pages of one task number, drafts included, read afresh (an editor may have just saved one); asked only when `enabled`. */
export function useTheoryPagesOfType(taskNumber: number, enabled: boolean) {
  return useQuery({ ...trpc.theory.list.queryOptions({ task_number: taskNumber }), enabled, staleTime: 0 });
}
