import { currentAssignmentOf } from '@ege/core/homework/current-assignment-of';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc';

/** SPEC §9: the homework list is kept for 5 minutes; screens that show progress ask sooner. */
export const homeworkCacheMs = 300_000;

/**
 * The current assignment (the newest active one, SPEC §4), or null; one page of one is all it takes.
 * Every screen shares the one cached answer: the header, the trainer home and the trainer's tasks.
 */
export function useCurrentHomework({ enabled = true, staleTime = homeworkCacheMs }: { enabled?: boolean; staleTime?: number } = {}): {
  current: HomeworkAssignment | null;
  /** The answer is in, or the asking failed: what the screen shows of it will not change by itself now. */
  settled: boolean;
} {
  const list = useQuery({ ...trpc.homework.list.queryOptions({ status: 'active', page_size: 1 }), staleTime, enabled });
  return { current: currentAssignmentOf(list.data), settled: list.data !== undefined || list.isError };
}
