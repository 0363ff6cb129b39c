import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';
import { invalidateMyTasks } from './invalidate-my-tasks';

/** A task opened for editing, read afresh each time (its author or an admin may have changed it elsewhere). */
export function useAuthoredTask(id: number) {
  return useQuery({ ...trpc.authoring.get.queryOptions({ id }), staleTime: 0 });
}

/** A saved edit: the task as stored is what a return to it shows; the list of tasks is stale. */
export function rememberSavedTask(id: number, saved: TaskPayload): void {
  queryClient.setQueryData(trpc.authoring.get.queryKey({ id }), saved);
  void invalidateMyTasks();
}
