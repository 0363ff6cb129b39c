import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The practice task's statement, once the session has named one. */
export function usePracticeTask(taskId: number | undefined) {
  return useQuery({ ...trpc.tasks.byId.queryOptions({ id: taskId ?? 0 }), enabled: taskId !== undefined });
}
