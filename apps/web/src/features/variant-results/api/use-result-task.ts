import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A results row's task, with the answer given and the right one; asked only while a row is open. */
export function useResultTask(taskId: number | null) {
  return useQuery({ ...trpc.tasks.byId.queryOptions({ id: taskId ?? 0 }), enabled: taskId !== null });
}
