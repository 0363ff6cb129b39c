import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { trpc } from './trpc';

type Solved = {
  /** The task whose answer was checked or shown: its page and its solve statistics change too. */
  taskId?: number;
};

/**
 * Everything a checked answer, a revealed one or a finished variant or rehearsal may change for the
 * student, in one list: places that listed their own by hand missed some and showed stale experience.
 * What shows the solve's own result (experience and level in the header, progress, the task and its
 * statistics) refetches at once where it is on screen. The rest (quests and the streak, achievements'
 * progress, statistics, the top, the pet, mastery and the forecast, the practice session, homework and
 * variants' counts) is marked stale and refetches when its screen opens: the side notes of the page
 * the student is on don't shift under them mid-task, and the quest note keeps its 'Засчитать в квест'.
 */
export function invalidateAfterSolve(queryClient: QueryClient, { taskId }: Solved = {}): Promise<void> {
  const refreshed: QueryKey[] = [trpc.users.pathKey()];
  if (taskId !== undefined) refreshed.push(trpc.tasks.byId.queryKey({ id: taskId }), trpc.tasks.stats.queryKey({ id: taskId }));
  const staled: QueryKey[] = [
    trpc.quests.pathKey(),
    trpc.achievements.pathKey(),
    trpc.statistics.pathKey(),
    trpc.top.pathKey(),
    trpc.pet.pathKey(),
    trpc.learning.pathKey(),
    trpc.homework.list.pathKey(),
    trpc.variants.list.pathKey(),
  ];
  return Promise.all([
    ...refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...staled.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  ]).then(() => undefined);
}
