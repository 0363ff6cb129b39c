import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Every achievement with the signed-in student's progress towards it. */
export function useAchievementProgress() {
  return useQuery(trpc.achievements.progress.queryOptions());
}
