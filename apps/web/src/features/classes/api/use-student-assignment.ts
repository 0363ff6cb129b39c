import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { useQuery } from '@tanstack/react-query';
import { trpc, trpcClient } from '../../../lib/trpc';

/** The class screen shows the newest homework, so it is on the first pages; a few more are read before giving up. */
const maxPages = 5;

async function findAssignment(userId: number, assignmentId: number): Promise<HomeworkAssignment | null> {
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await trpcClient.homework.list.query({ user_id: userId, cursor, page_size: 50 });
    const found = [...answer.active, ...answer.completed].find((assignment) => assignment.id === assignmentId);
    if (found) return found;
    if (answer.next_cursor === null) return null;
    cursor = answer.next_cursor;
  }
  return null;
}

/** One homework of a student with its per-task progress (GET /users/homework/?user_id=), while the grid is open. */
export function useStudentAssignment(userId: number, assignmentId: number, enabled: boolean) {
  return useQuery({
    // Under homework.list's key: a change of homework invalidates it with the rest.
    queryKey: [...trpc.homework.list.pathKey(), { class_assignment: assignmentId, user_id: userId }],
    queryFn: () => findAssignment(userId, assignmentId),
    enabled,
    staleTime: 0,
  });
}
