import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A streak is a day's business: read again after a minute at most. */
const freshMs = 60_000;

/** The daily-quest streak shown in the header. */
export function useQuestStreak() {
  return useQuery({ ...trpc.quests.streak.queryOptions(), staleTime: freshMs });
}
