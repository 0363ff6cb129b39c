import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The profile's carousel of achievements, `limit` of them. */
export function useAchievementCarousel(limit: number) {
  return useQuery(trpc.achievements.carousel.queryOptions({ limit }));
}
