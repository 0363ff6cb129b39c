import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A task's history of edits (GET /tasks/{id}/revisions/, decision 077), read afresh with the task. */
export function useTaskRevisions(id: number) {
  return useQuery({ ...trpc.tasks.revisions.queryOptions({ id }), staleTime: 0 });
}
